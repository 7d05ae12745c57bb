variable "a" {
  type = object({
    a = optional(string)
  })
}
