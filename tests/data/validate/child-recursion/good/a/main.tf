module "b" {
  source = "../b"
}

output "v" {
  value = module.b.v
}
