variable "b" {}
