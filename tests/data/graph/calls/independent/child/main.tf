variable "x" {}
variable "w" {}
locals {
  l = var.w
}
output "y" {
  value = local.l
}
output "z" {
  value = var.x
}
