# A keyword that is no type: hcl typeexpr getType.
variable "a" {
  type = strng # expect: TOFU5101
}

variable "b" {
  type = list(optional) # expect: TOFU5101
}
