variable "v" {
  default = "x"
}

variable "a" {}
