# OpenTofu 1.12: a const variable.
variable "region" {
  const   = true
  default = "eu-west-1"
}
