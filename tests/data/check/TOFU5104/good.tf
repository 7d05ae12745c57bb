variable "a" {
  type = set(string)
}

variable "b" {
  type = list
}
