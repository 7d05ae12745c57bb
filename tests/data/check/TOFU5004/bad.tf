# A provider function whose provider is not in required_providers
# (ProviderFunctionTransformer), even when the module uses that provider otherwise.
terraform {
  required_providers {
    aws = { source = "hashicorp/aws" }
  }
}

resource "google_project" "p" {
  name = provider::google::project_name("x") # expect: TOFU5004
}

locals {
  a = provider::aws::arn_parse("x")
  b = provider::aws::east::arn_parse("x")
  c = provider::awss::arn_parse("x")       # expect: TOFU5004
}
