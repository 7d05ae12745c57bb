resource "aws_instance" "a" {
  _ {
  }
  _ { # expect: TOFU3017
  }
}
