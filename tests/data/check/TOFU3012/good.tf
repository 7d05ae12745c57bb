resource "aws_instance" "a" {
  connection {
  }
}
