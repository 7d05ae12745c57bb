terraform {
  required_providers {
    aws = {
      source = "hashicorp/aws_v2" # expect: TOFU3071
    }
  }
}
