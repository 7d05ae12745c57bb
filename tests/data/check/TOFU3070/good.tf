terraform {
  required_providers {
    aws = {
      source = "providers.example.com/hashicorp/aws"
    }
  }
}
