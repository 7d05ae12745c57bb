module "a" {
  source = "./child"
  x      = module.a.y
}
output "o" {
  value = module.a.z
}
