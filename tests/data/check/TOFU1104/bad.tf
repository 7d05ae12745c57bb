output "a" {
  value = aws_instance.nope.id # expect: TOFU1104
}
