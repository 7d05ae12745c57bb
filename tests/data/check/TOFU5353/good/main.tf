module "c" {
  source = "./child"
}
