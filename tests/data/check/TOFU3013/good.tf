resource "aws_instance" "a" {
  connection {
  }
  provisioner "local-exec" {
    connection {
    }
  }
}
