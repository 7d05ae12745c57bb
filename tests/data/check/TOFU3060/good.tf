variable "a" {
  type = map
}
