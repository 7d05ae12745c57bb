resource "terraform_data" {}

variable {}

resource "a" "b" "c" {}

check {
  assert {
    condition     = var.ok
    error_message = "no"
  }
}

output "x" "y" {
  value = 1
}

resource "terraform_data" "r" {
  lifecycle "x" {
  }
  provisioner {
  }
}

# The blocks above are dropped: no reference to them is read.
output "id" {
  value = terraform_data.q.id
}
