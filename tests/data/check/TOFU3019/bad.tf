ephemeral "random_password" "a" {
  _ {
  }
  _ { # expect: TOFU3019
  }
}
