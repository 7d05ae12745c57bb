variable "on" {
  type = bool
}

locals {
  a = var.on ? { x = 1 } : { y = 2 }
  b = var.on ? [1] : [1, 2]
  c = var.on ? 1 : "1"
  d = var.on ? null : { x = 1 }
  e = var.on ? { (var.on) = 1 } : "x"
}
