variable "v" {
  default = "x"
}

resource "null_resource" "a" {}
