# The module's constant arguments, decoded with gohcl.DecodeExpression and no context
# (configs/named_values.go, provider.go, resource.go, removed.go at v1.12.6): a value that does
# not convert, a null, or an unknown one (a variable or a call in it), at hcl's StartRange.
variable "described" {
  description = ["not", "a", "string"] # expect: TOFU5227
  sensitive   = "yes" # expect: TOFU5227
  nullable    = 1 # expect: TOFU5227
  ephemeral   = null # expect: TOFU5227
  const       = var.name # expect: TOFU5227
  deprecated  = upper("use another") # expect: TOFU5227
}

output "shown" {
  value       = var.name
  description = "The name: ${var.name}" # expect: TOFU5227
  sensitive   = var.name == "secret" # expect: TOFU5227
  ephemeral   = {} # expect: TOFU5227
}

provider "aws" {
  alias = local.upper # expect: TOFU5227
}

resource "aws_instance" "web" {
  lifecycle {
    create_before_destroy = "True" # expect: TOFU5227
  }
}

removed {
  from = aws_instance.old
  lifecycle {
    destroy = !var.name # expect: TOFU5227
  }
}
