module "m" {
  source = "./modules/${terraform.workspace}"
}
