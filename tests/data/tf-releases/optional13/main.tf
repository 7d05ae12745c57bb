variable "settings" {
  type = object({
    name = string
    size = optional(number, 1)
  })
}
