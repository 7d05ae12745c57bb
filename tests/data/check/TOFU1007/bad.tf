module "m" {
  source = "./m"
}

output "a" {
  value = module.m[1.5] # expect: TOFU1007
}
