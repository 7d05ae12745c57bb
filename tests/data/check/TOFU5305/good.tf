moved {
  from = module.a
  to   = module.b[0]
}

moved {
  from = module.a.terraform_data.x
  to   = terraform_data.x["k"]
}
