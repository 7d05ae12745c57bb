provider "aws" {
  alias  = "plain"
  region = "eu-west-1"
}

resource "aws_instance" "a" {
  provider = aws.plain["k"] # expect: TOFU3153
}
