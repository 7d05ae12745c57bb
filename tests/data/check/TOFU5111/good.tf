variable "a" {
  type = object({
    a = string
    b = object({ a = number })
  })
}
