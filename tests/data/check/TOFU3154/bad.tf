provider "aws" {
  alias    = "each"
  for_each = toset(["a"])
}

data "aws_ami" "a" {
  provider = aws.each # expect: TOFU3154
}

module "m" {
  source = "./m"
  providers = {
    aws = aws.each # expect: TOFU3154
  }
}
