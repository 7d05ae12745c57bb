module "m" {
  source = "hashicorp/consul/aws"
}
