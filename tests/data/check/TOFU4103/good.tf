variable "subnets" {
  type = list(object({ name = string, zone = optional(string) }))
}

output "o" {
  value = var.subnets[0].zone
}
