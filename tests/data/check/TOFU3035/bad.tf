resource "aws_instance" "a" {
  provider = aws.west.extra.more # expect: TOFU3035
}
