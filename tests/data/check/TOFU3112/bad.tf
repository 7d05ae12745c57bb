variable "name" {
  type = string
}

terraform {
  provider_meta "my-provider" {
    hello = var.name  # expect: TOFU3112
    both  = "${local.a}-${upper("x")}"  # expect: TOFU3112
  }
}

locals {
  a = 1
}
