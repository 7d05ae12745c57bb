terraform {
  required_providers {
    aws = {
      source                = "hashicorp/aws"
      configuration_aliases = [google.west] # expect: TOFU3078
    }
  }
}
