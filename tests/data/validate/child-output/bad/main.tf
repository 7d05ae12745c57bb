module "one" {
  source = "./child"
}

module "counted" {
  source = "./child"
  count  = 2
}

module "each" {
  source   = "./child"
  for_each = toset(["a"])
}

# the child has the output "id" and no other
output "o" {
  value = [module.one.nope, module.counted[0].ids, module.each["a"].Id, module.one.id]
}
