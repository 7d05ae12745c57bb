resource "terraform_data" "b" {
}

moved {
  from = "terraform_data.a"
  to   = terraform_data.b
}

moved {
  from = terraform_data.c
  to   = module.d
}

moved {
  from = ephemeral.random_password.a
  to   = ephemeral.random_password.b
}
