terraform {
  required_providers {
    aws = {
      region = "us-east-1" # expect: TOFU3066
    }
  }
}
