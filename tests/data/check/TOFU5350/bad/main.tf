# The child declares the output "id" and no other: validate's object of its
# outputs has no attribute "nope" (hcl's GetAttr), at the output's step.
module "c" {
  source = "./child"
}

output "o" {
  value = module.c.nope # expect: TOFU5350
}
