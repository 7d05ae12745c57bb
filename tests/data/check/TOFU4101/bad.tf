# A conditional whose results cannot be unified to one type.
variable "on" {
  type = bool
}

locals {
  a = var.on ? { x = 1 } : "none"   # expect: TOFU4101
  b = var.on ? [1] : { x = 1 }      # expect: TOFU4101
  c = var.on ? 1 : [1]              # expect: TOFU4101
}
