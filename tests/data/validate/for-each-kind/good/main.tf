resource "terraform_data" "list" {
  for_each = toset(["a", "b"])
}

data "terraform_remote_state" "name" {
  for_each = { state = "local" }
  backend  = each.value
}

module "child" {
  source   = "./child"
  for_each = { for k in ["a"] : k => k }
}
