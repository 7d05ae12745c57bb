variable "with_deprecated" {
  type       = string
  deprecated = "Use var.other instead."
}

variable "without_deprecated" {
  type = string
}

output "o" {
  value      = 1
  deprecated = ""
}
