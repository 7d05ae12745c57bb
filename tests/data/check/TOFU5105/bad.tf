# object alone, or with two arguments.
variable "a" {
  type = object # expect: TOFU5105
}

variable "b" {
  type = object({}, {}) # expect: TOFU5105
}
