terraform {
  required_version = ">= 1.0"
}

variable "floor" {
  default = "1.0"
}
