module "m" {
  source = "./m"
  _ {
  }
  _ { # expect: TOFU3020
  }
}
