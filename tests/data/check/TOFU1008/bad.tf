module "m" {
  source = "./m"
}

output "a" {
  value = module.m["k"]["x"] # expect: TOFU1008
}
