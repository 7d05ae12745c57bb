module "m" {
  source = "./modules/${tofu.workspace}"
}
