module "m" {
  source    = "./m"
  providers = [aws] # expect: TOFU3079
}
