resource "aws_instance" "a" {
  for_each = toset([])
  provider = aws.other[each.key] # expect: TOFU3152
}
