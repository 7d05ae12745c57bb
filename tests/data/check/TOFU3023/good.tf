resource "aws_instance" "a" {
  lifecycle {
    create_before_destroy = true
  }
}
