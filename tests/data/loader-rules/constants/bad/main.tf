variable "name" {
  description = "The ${var.kind} name"
  sensitive   = var.kind == "secret"
  nullable    = "no"
}

variable "kind" {
  description = null
  sensitive   = upper(true)
}

output "name" {
  value       = var.name
  description = upper(var.name)
  sensitive   = "True"
}

provider "aws" {
  alias = var.kind
}

resource "aws_instance" "web" {
  lifecycle {
    create_before_destroy = (var.kind)
    prevent_destroy       = var.kind != "dev" ? true : false
  }
}
