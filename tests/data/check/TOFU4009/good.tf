module "m" {
  source = "./modules/${terraform.workspace}"
}

output "applying" {
  value = terraform.applying
}
