provider "aws" {
  alias = "west"
}

resource "aws_instance" "a" {
  provider = aws.west
}
