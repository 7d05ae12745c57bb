variable "a" {
  type = object({ a = string })
}
