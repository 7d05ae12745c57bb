module "c" {
  source = "./child"
}

output "o" {
  value = module.c.id
}
