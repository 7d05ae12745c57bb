# cty's MismatchMessage for types that do not confuse (cty 1.14 and later): the releases that
# use it say which type they have.
variable "kind" {
  description = ["a", "list"]
  sensitive   = 1
  nullable    = { a = true }
}

output "kind" {
  value     = var.kind
  sensitive = -var.kind
}
