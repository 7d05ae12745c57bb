locals {
  up    = upper("a")
  now   = timestamp()
  three = lower(var.x)
}

variable "x" {
  type = string
}

output "len" {
  value = length([1])
}
