module "yes" {
  source = "./m"
}

output "a" {
  value = module.yes.x
}
