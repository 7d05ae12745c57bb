variable "region" {
  type = object({ name = string })
}

locals {
  a = var.region.name
}
