variable "token" {
  type = string
}

output "token" {
  value     = var.token
  ephemeral = false
}
