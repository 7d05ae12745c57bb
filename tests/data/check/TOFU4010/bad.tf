module "m" {
  source = "./modules/${tofu.workspaces}" # expect: TOFU4010
}
