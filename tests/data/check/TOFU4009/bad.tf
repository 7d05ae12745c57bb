module "m" {
  source = "./modules/${terraform.applying}" # expect: TOFU4009
}
