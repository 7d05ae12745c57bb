variable "x" {}
