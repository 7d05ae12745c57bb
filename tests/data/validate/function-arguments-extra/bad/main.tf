locals {
  up    = upper("a", "b")
  now   = timestamp(1)
  three = lower("A", var.x, "c")
}

variable "x" {
  type = string
}

output "len" {
  value = length([1], [2])
}
