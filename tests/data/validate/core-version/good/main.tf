terraform {
  required_version = ">= 1.0"
}

locals {
  here = 1
}

output "o" {
  value = local.here
}
