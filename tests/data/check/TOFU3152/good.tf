provider "aws" {
  alias    = "other"
  for_each = toset(["a"])
}

resource "aws_instance" "a" {
  for_each = toset([])
  provider = aws.other[each.key]
}
