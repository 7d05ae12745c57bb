# optional takes the type and a default, no more.
variable "a" {
  type = object({
    a = optional(string, "x", "y") # expect: TOFU5114
  })
}
