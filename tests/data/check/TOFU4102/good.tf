variable "subnets" {
  type = list(object({ name = string }))
}

variable "untyped" {}

output "o" {
  value = [var.subnets[0].name, var.subnets[*].name, var.untyped.name]
}
