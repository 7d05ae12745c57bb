# An attribute of a primitive.
variable "region" {
  type = string
}

variable "count_of" {
  type = number
}

locals {
  a = var.region.name   # expect: TOFU4105
  b = var.count_of.max  # expect: TOFU4105
}
