variable "a" {
  type = string
}
