variable "a" {
  type = tuple([])
}
