variable "name" {
  type = string
}

terraform {
  provider_meta "my-provider" {
    hello = "world"
    list  = [1, "two", { three = 3 }]
    call  = upper(var.name)
  }
}

output "o" {
  value = var.name
}
