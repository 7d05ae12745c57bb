# the same, written as they were meant
locals {
  a = "%{ for x in [1] }z%{ endfor }"
  b = 1.5
  c = local.b
  d = max([local.b, 1]...)
  e = "%{ if local.b > 1 }yes%{ endif }"
  f = [for x in [local.b] : x if x > 1]
}

variable "v" {
  default = 1
}
