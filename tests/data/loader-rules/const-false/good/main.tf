variable "source_dir" {
  type  = string
  const = true
}

variable "regions" {
  type = set(string)
}

module "net" {
  source = var.source_dir
}

provider "aws" {
  alias    = "by_region"
  for_each = var.regions
}
