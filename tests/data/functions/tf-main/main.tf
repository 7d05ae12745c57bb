# Terraform main: provider functions need the provider in required_providers.
terraform {
  required_providers {
    aws = { source = "hashicorp/aws" }
  }
}

locals {
  a = provider::aws::arn_parse("arn:aws:s3:::b")
  b = provider::google::region_from_zone("us-east1-b")
  c = provider::aws::east::arn_parse("x")
  d = provider::aws("x")
  e = core::lenght([])
  f = tf::upper("x")
}
