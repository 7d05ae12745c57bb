variable "a" {
  type = object({
    a = optional(string, "x")
    b = optional(list(string), [])
  })
}
