module "m" {
  source = "./modules/${terraform.env}" # expect: TOFU4011
}
