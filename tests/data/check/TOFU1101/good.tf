variable "yes" {}

output "a" {
  value = var.yes
}
