resource "terraform_data" "null" {
  count = null
}

resource "terraform_data" "word" {
  count = "three"
}

resource "terraform_data" "half" {
  count = 1.5
}

resource "terraform_data" "negative" {
  count = -1
}

data "terraform_remote_state" "object" {
  count   = { n = 1 }
  backend = "local"
}

data "terraform_remote_state" "bool" {
  count   = true
  backend = "local"
}

module "child" {
  source = "./child"
  count  = ("-2")
}

# validate evaluates local values (its variables are unknown)
locals {
  replicas = local.negative
  negative = -3
}

resource "terraform_data" "local" {
  count = local.replicas
}
