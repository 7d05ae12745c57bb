variable "v" {
  default = "x"
}

data "null_data_source" "a" {}
