# Terraform 1.2: without the experiment, defaults() is the placeholder that fails.
variable "settings" {
  type = object({
    name = string
  })
}

locals {
  settings = defaults(var.settings, { name = "x" })
  upper    = upper(var.settings.name)
  starts   = startswith(var.settings.name, "x")
}
