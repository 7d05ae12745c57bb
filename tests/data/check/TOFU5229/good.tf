resource "terraform_data" "x" {
  provisioner "local-exec" {
    command = "true"
  }
}

variable "v" {
}

check "c" {
  assert {
    condition     = terraform_data.x.id != ""
    error_message = "x"
  }
}

output "id" {
  value = terraform_data.x.id
}
