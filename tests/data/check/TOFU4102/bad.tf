# An attribute of a list of objects, which the element type has.
variable "subnets" {
  type = list(object({ name = string }))
}

output "o" {
  value = var.subnets.name # expect: TOFU4102
}
