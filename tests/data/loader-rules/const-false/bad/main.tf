variable "source_dir" {
  type  = string
  const = false
}

variable "regions" {
  type  = set(string)
  const = "0"
}

module "net" {
  source = var.source_dir
}

provider "aws" {
  alias    = "by_region"
  for_each = var.regions
}
