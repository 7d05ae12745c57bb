# Read the same way by both releases of the "mini" test language.
variable "name" {
  default = "x"
}

output "o" {
  value = var.name
}
