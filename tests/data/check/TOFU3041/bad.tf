resource "aws_instance" "1bad" { # expect: TOFU3041
}
