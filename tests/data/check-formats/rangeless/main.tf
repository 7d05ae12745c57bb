variable "region" {}

provider "aws" {
  alias = var.region
}
