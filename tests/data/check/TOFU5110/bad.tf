# Object attribute names are keywords.
variable "a" {
  type = object({
    "a" = string # expect: TOFU5110
    (b) = string # expect: TOFU5110
  })
}
