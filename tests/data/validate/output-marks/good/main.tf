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
  value     = var.password
  sensitive = true
}

output "settings" {
  value     = [local.settings]
  sensitive = true
}

output "token" {
  value     = "Bearer"
  ephemeral = false
}
