variable "modulename" {
  type    = string
  default = "./a"
}

module "a" {
  source = var.modulename
}
