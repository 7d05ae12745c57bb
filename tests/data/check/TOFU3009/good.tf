resource "aws_instance" "a" {
  lifecycle {
  }
}
