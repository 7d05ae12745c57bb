module "m" {
  source  = "hashicorp/consul/aws"
  version = "not a version" # expect: TOFU2017
}
