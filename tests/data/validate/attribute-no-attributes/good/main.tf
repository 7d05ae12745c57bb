variable "region" {
  type = string
}

variable "zones" {
  type = list(string)
}

locals {
  region_name = var.region
  first_zone  = var.zones[0]
}
