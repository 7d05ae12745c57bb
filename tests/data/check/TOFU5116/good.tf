variable "a" {
  type = list(object({ a = optional(string) }))
}
