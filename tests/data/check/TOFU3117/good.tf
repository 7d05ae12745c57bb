locals {
  a = 1
  nested = {
    b = 2
  }
}

terraform {
  required_providers {
    aws = {
      source = "hashicorp/aws"
    }
  }
}
