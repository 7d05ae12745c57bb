resource "aws_instance" "a" {
  connection {
  }
  connection { # expect: TOFU3012
  }
}
