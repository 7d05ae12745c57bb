resource "terraform_data" "list" {
  for_each = ["a", "b"]
}

data "terraform_remote_state" "name" {
  for_each = "state"
  backend  = "local"
}

module "child" {
  source   = "./child"
  for_each = (3)
}
