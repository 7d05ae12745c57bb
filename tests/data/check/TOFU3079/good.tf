provider "aws" {
  alias = "west"
}

module "m" {
  source = "./m"
  providers = {
    aws = aws.west
  }
}
