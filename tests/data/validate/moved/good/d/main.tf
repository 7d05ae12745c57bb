resource "terraform_data" "e" {}
