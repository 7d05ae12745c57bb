# An attribute of a list of objects, which the element type does not have.
variable "subnets" {
  type = list(object({ name = string }))
}

output "o" {
  value = var.subnets.zone # expect: TOFU4103
}
