module "m" {
  source  = "hashicorp/consul/aws"
  version = "1.0.0"
}
