# tuple alone, or with no argument.
variable "a" {
  type = tuple # expect: TOFU5106
}

variable "b" {
  type = tuple() # expect: TOFU5106
}
