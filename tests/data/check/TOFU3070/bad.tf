terraform {
  required_providers {
    aws = {
      source = "a/b/c/aws" # expect: TOFU3070
    }
  }
}
