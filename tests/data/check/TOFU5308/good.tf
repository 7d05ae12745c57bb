variable "password" {
  type      = string
  sensitive = true
}

output "password" {
  value     = { password = var.password }
  sensitive = true
}
