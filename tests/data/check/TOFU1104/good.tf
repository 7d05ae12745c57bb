resource "aws_instance" "yes" {
}

output "a" {
  value = aws_instance.yes.id
}
