variable "v" {
  default = "x"
}

locals {
  a = 1
}
