module "b" {
  source = "./child"
}
