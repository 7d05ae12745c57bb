variable "name" {
  type = string
}

locals {
  upper = upper(var.name)
}

output "greeting" {
  value = "hello ${local.upper}"
}
