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

# A variable's, an output's constant arguments are evaluated with no context too.
variable "described" {
  description = "Named after ${var.name}" # expect: TOFU3112
  nullable    = local.a == 1 # expect: TOFU3112
}

output "o" {
  value     = var.name
  sensitive = var.name != "" # expect: TOFU3112
}
