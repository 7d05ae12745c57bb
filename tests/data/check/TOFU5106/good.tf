variable "a" {
  type = tuple([string, number])
}
