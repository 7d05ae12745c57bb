variable "password" {
  type      = string
  sensitive = true
}

variable "token" {
  type      = string
  ephemeral = true
}

locals {
  settings = { password = var.password }
  header   = "Bearer ${var.token}"
}

output "password" {
  value = var.password
}

output "settings" {
  value = [local.settings]
}

output "header" {
  value = local.header
}

output "token" {
  value     = var.token
  ephemeral = true
}
