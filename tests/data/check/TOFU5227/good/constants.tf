# Constants that gohcl decodes: literals of the type, or that convert to it (cty: a number or a
# bool to a string; "true", "false" to a bool).
variable "described" {
  description = "A name."
  sensitive   = "true"
  nullable    = false
  ephemeral   = false
  const       = true
  deprecated  = 42
}

output "shown" {
  value       = var.name
  description = "The name, ${"in full"}."
  sensitive   = (true)
  ephemeral   = false
}

provider "aws" {
  alias = "east"
}

resource "aws_instance" "web" {
  lifecycle {
    create_before_destroy = true
    # no longer a constant in v1.12: an expression of the module
    prevent_destroy = var.name == "prod"
  }
}

removed {
  from = aws_instance.old
  lifecycle {
    destroy = false
  }
}
