module "my.module" { # expect: TOFU3046
  source = "./m"
}
