variable "a" {
  type = object({
    a = string
    b = string
  })
}
