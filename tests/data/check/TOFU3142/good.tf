terraform {
  required_providers {
    amazon = {
      source = "example/aws"
    }
  }
  provider_meta "aws" {}
  provider_meta "amazon" {}
  provider_meta "google" {}
}
