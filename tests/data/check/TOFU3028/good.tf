resource "aws_instance" "a" {
  provisioner "local-exec" {
  }
}
