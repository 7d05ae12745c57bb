resource "terraform_data" "b" {
}

module "d" {
  source = "./d"
}

moved {
  from = terraform_data.a
  to   = terraform_data.b
}

moved {
  from = module.c
  to   = module.d
}

moved {
  from = terraform_data.e[0]
  to   = module.d.terraform_data.e
}
