variable "a" {
  type = map(number)
}
