# optional outside an object attribute.
variable "a" {
  type = optional(string) # expect: TOFU5116
}

variable "b" {
  type = list(optional(string)) # expect: TOFU5116
}
