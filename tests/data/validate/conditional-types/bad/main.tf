variable "enabled" {
  type = bool
}

locals {
  settings = var.enabled ? { size = 1 } : "none"
  ports    = var.enabled ? [80, 443] : { http = 80 }
  names    = var.enabled ? ["a"] : "a${var.enabled}"
  flag     = false ? 1 : [1]
}
