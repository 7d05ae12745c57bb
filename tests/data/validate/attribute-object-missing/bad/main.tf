variable "net" {
  type = object({
    name    = string
    subnets = list(object({ cidr = string }))
    tags    = map(object({ value = string }))
  })
}

locals {
  a = var.net.region
  b = var.net.subnets[0].zone
  c = var.net.tags.env.key
}
