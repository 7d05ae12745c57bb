# Terraform main's const variables: neither sensitive nor ephemeral (named_values.go).
variable "both" {
  const     = true
  sensitive = true
  ephemeral = true
}

variable "sensitive_first" {
  sensitive = true
  const     = true
}

variable "not_const" {
  const     = false
  sensitive = true
  ephemeral = true
}

variable "plain_const" {
  const   = true
  default = "v1.0.0"
}

module "net" {
  source  = "./net"
  version = var.plain_const
}
