module "my_module" {
  source = "./m"
}
