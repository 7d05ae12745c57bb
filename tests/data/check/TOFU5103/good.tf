variable "a" {
  type = list(any)
}
