# a conditional with its false part
locals {
  a = var.x == "" ? "none" : var.x
  b = abs(true ? 1 : 2)
}

variable "x" {
  default = ""
}
