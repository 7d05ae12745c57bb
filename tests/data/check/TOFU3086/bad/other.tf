module "a" {  # expect: TOFU3086
  source = "./child"
}
