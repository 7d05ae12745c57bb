resource "aws_instance" "a" {
  provisioner "local-exec" {
    connection {
    }
    connection { # expect: TOFU3013
    }
  }
}
