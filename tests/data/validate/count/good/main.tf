variable "n" {
  type    = number
  default = -1
}

resource "terraform_data" "zero" {
  count = 0
}

resource "terraform_data" "word" {
  count = "3"
}

resource "terraform_data" "whole" {
  count = 1.0
}

resource "terraform_data" "unknown" {
  count = var.n
}

data "terraform_remote_state" "object" {
  count   = length({ n = 1 })
  backend = "local"
}

module "child" {
  source = "./child"
  count  = (2)
}

locals {
  replicas = local.twice
  twice    = 2
}

resource "terraform_data" "local" {
  count = local.replicas
}
