resource "aws_instance" "web" {
}

output "a" {
  value = aws_instance.web[1]
}
