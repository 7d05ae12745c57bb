resource "aws_instance" "a" {
  provisioner "local-exec" {
    _ {
    }
    _ { # expect: TOFU3022
    }
  }
}
