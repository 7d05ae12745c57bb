# Values the loader reads with no evaluation context: "Variables not allowed" and "Function
# calls not allowed" (a required_version is read so by Terraform, and by OpenTofu before 1.12).
terraform {
  required_version = ">= ${var.floor}"
}

variable "floor" {
  default = var.fallback
}

variable "fallback" {
  default = lower("1.0")
}
