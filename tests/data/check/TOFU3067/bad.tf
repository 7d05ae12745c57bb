terraform {
  required_providers {
    aws = {
      version = 5 # expect: TOFU3067
    }
  }
}
