provider "aws" {
  alias    = "each"
  for_each = toset(["a"])
}

resource "aws_instance" "a" {
  provider = aws.each["a"]
}
