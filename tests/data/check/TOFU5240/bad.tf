# static_scope.go (OpenTofu v1.12): a variable declared "const = false" (or with a const that
# does not decode, which leaves it false) read where the module is evaluated statically.
variable "source_dir" {
  type  = string
  const = false
}

variable "release" {
  type  = string
  const = "false"
}

variable "regions" {
  type  = set(string)
  const = "no"
}

module "net" {
  source  = var.source_dir # expect: TOFU5240
  version = "~> ${var.release}" # expect: TOFU5240
}

provider "aws" {
  alias    = "by_region"
  for_each = var.regions # expect: TOFU5240
}
