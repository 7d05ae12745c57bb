# An attribute of a list, set or tuple of anything but objects.
variable "zones" {
  type = list(string)
}

variable "pair" {
  type = tuple([string, number])
}

locals {
  a = var.zones.first  # expect: TOFU4106
  b = var.pair.first   # expect: TOFU4106
}
