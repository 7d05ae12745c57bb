# At the "all" level: a registry source is not fetched, so the call is not read.
module "vpc" {
  source  = "terraform-aws-modules/vpc/aws" # expect: TOFU5352
  version = "5.0.0"
}
