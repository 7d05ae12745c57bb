module "a" {
  source = "./child"
}
