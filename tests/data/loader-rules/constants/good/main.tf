variable "name" {
  description = "The name, ${"in full"}"
  sensitive   = "true"
  nullable    = false
}

output "name" {
  value       = var.name
  description = 42
  sensitive   = true
}

provider "aws" {
  alias = "east"
}

resource "aws_instance" "web" {
  lifecycle {
    create_before_destroy = true
    prevent_destroy       = false
  }
}
