resource "terraform_data" "a" {
  for_each = toset(["x"])
  input    = each.value
}

# validate evaluates a module call's inputs with an unknown repetition: no error there.
module "m" {
  source = "./child"
  x      = each.value
}
