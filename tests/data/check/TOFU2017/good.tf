module "m" {
  source  = "hashicorp/consul/aws"
  version = "~> 1.2, != 1.2.3"
}
