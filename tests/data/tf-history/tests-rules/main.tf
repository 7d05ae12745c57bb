variable "size" {
  type = number
}

output "id" {
  value = var.size
}
