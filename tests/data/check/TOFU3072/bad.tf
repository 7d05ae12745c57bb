terraform {
  required_providers {
    aws = {
      source = "hashi_corp/aws" # expect: TOFU3072
    }
  }
}
