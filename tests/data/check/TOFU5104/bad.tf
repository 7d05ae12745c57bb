# A collection constructor with no argument, alone (set has no shorthand), or with two.
variable "a" {
  type = set # expect: TOFU5104
}

variable "b" {
  type = list(string, number) # expect: TOFU5104
}

variable "c" {
  type = map() # expect: TOFU5104
}
