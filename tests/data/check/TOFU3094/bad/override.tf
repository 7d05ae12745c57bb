module "b" {  # expect: TOFU3094
  source = "./child"
}
