# OpenTofu 1.10: variables and outputs can be deprecated.
variable "size" {
  default    = 1
  deprecated = "Use var.count instead."
}
