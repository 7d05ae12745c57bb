# OpenTofu 1.7: functions of a provider the module requires, in the provider:: namespace.
terraform {
  required_providers {
    aws = {
      source = "hashicorp/aws"
    }
  }
}

output "arn" {
  value = provider::aws::arn_parse("arn:aws:iam::123456789012:user/a")
}
