module "m" {
  source = "./m"
}

output "a" {
  value = module.m["k"].x
}
