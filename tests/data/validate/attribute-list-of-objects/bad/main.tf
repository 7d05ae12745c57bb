variable "subnets" {
  type = list(object({
    name = string
    cidr = optional(string)
  }))
}

variable "rules" {
  type = set(object({ port = number }))
}

output "names" {
  value = var.subnets.name
}

output "zones" {
  value = var.subnets.zone
}

output "ports" {
  value = var.rules.port
}
