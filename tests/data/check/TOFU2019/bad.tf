module "m" {
  source  = "hashicorp/consul/aws"
  version = ["1.0.0"] # expect: TOFU2019
}
