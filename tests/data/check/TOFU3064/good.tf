module "m" {
  source = "../local"
}

module "n" {
  source  = "hashicorp/consul/aws"
  version = "1.0.0"
}
