ephemeral "random_password" "a" {
  lifecycle {
    destroy = false
  }
}

data "http" "b" {
  lifecycle {
    destroy = false
  }
}

resource "aws_instance" "c" {
  lifecycle {
    destroy = var.keep
  }
}

variable "keep" {
  type = bool
}
