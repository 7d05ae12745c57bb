moved {
  from = terraform_data.a
  to   = terraform_data.b
}
