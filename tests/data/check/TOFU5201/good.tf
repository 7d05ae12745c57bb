module "local" {
  source = "./stage"
}

module "registry" {
  source = "hashicorp/consul/aws"
}

module "git" {
  source = "git::https://example.com/network.git//vpc?ref=v1.2.0"
}

module "github" {
  source = "github.com/hashicorp/example"
}

module "ssh" {
  source = "git@github.com:hashicorp/example.git"
}

module "s3" {
  source = "s3-eu-west-1.amazonaws.com/examplecorp-terraform-modules/vpc.zip"
}

module "absolute" {
  source = "/srv/modules/vpc"
}
