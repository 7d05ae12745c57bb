# a conditional without its false part
locals {
  a = var.x == "" ? "none"
  b = f(true ? 1)
}

variable "x" {
  default = ""
}
