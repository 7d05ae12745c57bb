module "m" {
  source  = "hashicorp/consul/aws"
  version = sensitive("1.0.0") # expect: TOFU2018
}
