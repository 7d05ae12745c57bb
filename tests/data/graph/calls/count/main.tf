module "a" {
  source = "./child"
  count  = length(module.a.y)
}
