resource "aws_instance" "a" {
  lifecycle {
  }
  lifecycle { # expect: TOFU3009
  }
}
