variable "kind" {
  description = 1
  sensitive   = false
  nullable    = "false"
}

output "kind" {
  value     = var.kind
  sensitive = false
}
