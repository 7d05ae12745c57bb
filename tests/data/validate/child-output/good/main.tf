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

output "o" {
  value = [module.one.id, module.counted[0].id, module.each["a"].id]
}
