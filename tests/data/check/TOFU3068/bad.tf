terraform {
  required_providers {
    aws = {
      source = 5 # expect: TOFU3068
    }
  }
}
