variable "v" {}
provider "aws" {
  version = var.v
}
module "m" {
  # A registry address: the version applies; both are static strings before Terraform main.
  source  = "hashicorp/${var.v}/aws"
  version = var.v
}
