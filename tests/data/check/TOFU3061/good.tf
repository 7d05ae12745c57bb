variable "a" {
  type = number
}
