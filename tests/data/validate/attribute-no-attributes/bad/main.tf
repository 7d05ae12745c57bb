variable "region" {
  type = string
}

variable "zones" {
  type = list(string)
}

locals {
  region_name = var.region.name
  first_zone  = var.zones.first
}
