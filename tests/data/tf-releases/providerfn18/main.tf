terraform {
  required_providers {
    aws = {
      source = "hashicorp/aws"
    }
  }
}

output "account" {
  value = provider::aws::arn_parse("arn:aws:iam::123456789012:root").account_id
}
