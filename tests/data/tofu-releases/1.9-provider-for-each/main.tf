# OpenTofu 1.9: one provider configuration per region, with for_each and an alias.
provider "aws" {
  alias    = "by_region"
  for_each = toset(["eu-west-1", "us-east-1"])
  region   = each.key
}
