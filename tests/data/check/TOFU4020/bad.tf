module "m" {
  source = sensitive("hashicorp/consul/aws") # expect: TOFU4020
}
