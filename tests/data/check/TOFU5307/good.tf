variable "token" {
  type      = string
  ephemeral = true
}

# only a value that is ephemeral as a whole is checked
output "token" {
  value = [var.token]
}
