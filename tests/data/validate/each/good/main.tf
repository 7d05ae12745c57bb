resource "terraform_data" "a" {
  for_each = toset(["x"])
  input    = each.value
}

# validate evaluates a module call's inputs with an unknown repetition:
# count.index and each.value are not errors there.
module "m" {
  source = "./child"
  x      = count.index
  y      = each.value
}

output "v" {
  value = module.m
}
