variable "zones" {
  type = map(string)
}

variable "anything" {
  type = list(any)
}

locals {
  a = var.zones.first
  b = var.anything
}
