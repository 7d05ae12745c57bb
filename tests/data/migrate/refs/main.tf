variable "keep" {
  type    = bool
  default = true
}

resource "aws_thing" "r" {
  lifecycle {
    prevent_destroy = var.keep
  }
}
