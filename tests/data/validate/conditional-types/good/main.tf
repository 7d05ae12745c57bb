variable "enabled" {
  type = bool
}

locals {
  settings = var.enabled ? { size = 1 } : { size = 2 }
  ports    = var.enabled ? [80, 443] : []
  names    = var.enabled ? "a" : 1
  flag     = var.enabled ? null : [1]
}
