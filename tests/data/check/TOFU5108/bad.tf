# A call of a name that is no type constructor.
variable "a" {
  type = lisst(string) # expect: TOFU5108
}

variable "b" {
  type = map(
    sett(string) # expect: TOFU5108
  )
}
