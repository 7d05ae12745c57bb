variable "x" {}

output "a" {
  value = var.x[0]
}
