# An attribute an object does not have, through the steps of a variable's declared type.
variable "net" {
  type = object({
    name    = string
    subnets = list(object({ cidr = string }))
    tags    = map(object({ value = string }))
  })
}

locals {
  a = var.net.region            # expect: TOFU4107
  b = var.net.subnets[0].zone   # expect: TOFU4107
  c = var.net.tags.env.key      # expect: TOFU4107
}
