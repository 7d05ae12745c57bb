resource "terraform_data" "q" {}

variable "ok" {
  type = bool
}

resource "a" "b" {}

check "c" {
  assert {
    condition     = var.ok
    error_message = "no"
  }
}

output "x" {
  value = 1
}

resource "terraform_data" "r" {
  lifecycle {
  }
  provisioner "local-exec" {
    command = "true"
  }
}

output "id" {
  value = terraform_data.q.id
}
