# An undeclared variable: a suggestion when a declared one is close, else OpenTofu's hint.
variable "region" {}

output "a" {
  value = var.regoin
}

output "b" {
  value = var.zone
}
