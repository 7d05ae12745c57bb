module "m" {
  source  = "hashicorp/consul/aws"
  version = nonsensitive("1.0.0")
}
