# optional() needs the attribute type.
variable "a" {
  type = object({
    a = optional() # expect: TOFU5113
  })
}
