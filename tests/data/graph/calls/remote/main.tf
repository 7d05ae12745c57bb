module "a" {
  source = "terraform-aws-modules/vpc/aws"
  x      = module.a.y
}
