resource "aws_instance" "a" {
  _ {
  }
}
