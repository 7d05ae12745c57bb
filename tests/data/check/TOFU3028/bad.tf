resource "aws_instance" "a" {
  provisioner "habitat" { # expect: TOFU3028
  }
}
