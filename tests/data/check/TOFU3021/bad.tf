provider "aws" {
  _ {
  }
  _ { # expect: TOFU3021
  }
}
