# Valid under tofu-1.12: each call of lower is a place under a release without it.
variable "name" {
  type = string
}

output "lower" {
  value = lower(var.name)
}

output "nested" {
  value = upper(lower(var.name))
}
