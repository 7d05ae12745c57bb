variable "v" {
  default = "x"
}

module "a" {
  source = "./child"
}
