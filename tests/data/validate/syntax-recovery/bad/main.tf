# syntax errors, and the errors hcl finds after them
locals {
  a = "%{ for x y }z%{ endfor }"
  b = 1.5.5
  c = local.b.
  d = max(local.b... , 1)
  e = "%{ iff local.b }yes%{ endif }"
  f = [for x in local.b : x if]
}

variable "v${local.b}" {
  default = 1
}
