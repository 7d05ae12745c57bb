variable "net" {
  type = object({
    name    = string
    subnets = list(object({ cidr = string }))
    tags    = map(object({ value = string }))
    extra   = optional(any)
  })
}

locals {
  a = var.net.name
  b = var.net.subnets[0].cidr
  c = var.net.tags.env.value
  d = var.net.extra.anything
}
