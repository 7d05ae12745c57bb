variable "a" {
  type = object({})
}
