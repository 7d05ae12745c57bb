variable "a" {
  type = map(set(string))
}
