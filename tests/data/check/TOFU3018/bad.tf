data "http" "a" {
  _ {
  }
  _ { # expect: TOFU3018
  }
}
