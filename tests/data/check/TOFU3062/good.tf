variable "a" {
  type = object({
    name = optional(string)
  })
  default = {
    name = "ok"
  }
}
