module "c" {
  source = "./child"
  name   = "x"
  size   = 2
}

output "id" {
  value = module.c.id
}
