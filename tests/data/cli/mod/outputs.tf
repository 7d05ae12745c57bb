output "ips" {
  value = aws_instance.web[*].private_ip
}

output "first" {
  value = aws_instance.web.0.id
}
