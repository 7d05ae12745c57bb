# OpenTofu 1.8: a module call's source evaluated early, from a variable's default.
variable "dir" {
  type    = string
  default = "./child"
}

module "child" {
  source = var.dir
}
