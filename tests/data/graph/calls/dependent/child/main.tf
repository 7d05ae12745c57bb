variable "x" {}
variable "w" {}
locals {
  l = var.w
}
output "y" {
  value = "${local.l}${var.x}"
}
output "z" {
  value = var.x
}
