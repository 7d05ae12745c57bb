# An attribute of a set of objects.
variable "rules" {
  type = set(object({ port = number }))
}

output "o" {
  value = var.rules.port # expect: TOFU4104
}
