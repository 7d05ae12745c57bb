variable "region" {}

provider "aws" {
  alias = "east"
}

provider "aws" {
  alias = "west_2"
}
