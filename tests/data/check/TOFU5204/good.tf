locals {
  dir = "a"
}

module "a" {
  source = "./${local.dir}"
}
