# Terraform 1.2: the module enables module_variable_optional_attrs, so defaults() works.
terraform {
  experiments = [module_variable_optional_attrs]
}

variable "settings" {
  type = object({
    name = optional(string)
  })
}

locals {
  settings = defaults(var.settings, { name = "x" })
}
