resource "aws_instance" "web" {
}

output "a" {
  value = aws_instance.web[1.5] # expect: TOFU1006
}
