# const = true, or no const at all: static evaluation may read the variable.
variable "source_dir" {
  type  = string
  const = true
}

variable "release" {
  type = string
}

variable "regions" {
  type  = set(string)
  const = false
}

module "net" {
  source  = var.source_dir
  version = "~> ${var.release}"
}

# A const = false variable is fine where nothing is evaluated statically.
resource "aws_vpc" "main" {
  for_each = var.regions
}
