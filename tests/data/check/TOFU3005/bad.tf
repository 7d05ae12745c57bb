resource "aws_instance" "a" {
  count    = 1 # expect: TOFU3005
  for_each = {}
}

data "http" "b" {
  count = 1 # expect: TOFU3005
  lifecycle {
    enabled = true
  }
}
