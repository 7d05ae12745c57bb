# The child declares the variables "name" and "size": validate decodes a
# call's arguments with a schema of them (hcl's Body.Content).
module "c" {
  source = "./child"
  nme    = "x"
  colour = "red"

  tags {
  }
}

output "id" {
  value = module.c.id
}
