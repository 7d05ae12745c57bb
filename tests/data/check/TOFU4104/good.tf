variable "rules" {
  type = set(object({ port = number }))
}

output "o" {
  value = [for r in var.rules : r.port]
}
