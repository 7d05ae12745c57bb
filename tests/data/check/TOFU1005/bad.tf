output "a" {
  value = aws_instance[0] # expect: TOFU1005
}
