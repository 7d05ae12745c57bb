module "a" {
  source = "./a"
}

output "v" {
  value = module.a.v
}
