variable "x" {
  default = 1
}
