provider "aws" {
  alias    = "each"
  for_each = toset(["a"])
}

data "aws_ami" "a" {
  provider = aws.each["a"]
}

module "m" {
  source = "./m"
  providers = {
    aws = aws.each["a"]
  }
}
