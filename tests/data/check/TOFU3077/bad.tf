terraform {
  required_providers {
    aws = {
      source                = "hashicorp/aws"
      configuration_aliases = [aws[0]] # expect: TOFU3077
    }
  }
}
