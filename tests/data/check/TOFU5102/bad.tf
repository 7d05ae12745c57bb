# A primitive type keyword called as a constructor.
variable "a" {
  type = string() # expect: TOFU5102
}

variable "b" {
  type = map(number(1)) # expect: TOFU5102
}
