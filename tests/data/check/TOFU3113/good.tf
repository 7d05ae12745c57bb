variable "name" {
  type = string
}

terraform {
  provider_meta "my-provider" {
    hello = "world"
    name  = var.name
  }
}

output "o" {
  value = upper(var.name)
}
