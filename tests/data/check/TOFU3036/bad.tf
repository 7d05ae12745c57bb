resource "aws_instance" "a" {
  provider = aws[0] # expect: TOFU3036
}
