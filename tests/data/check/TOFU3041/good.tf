resource "aws_instance" "_ok-too" {
}
