variable "a" {
  type     = number
  nullable = false
  default  = null  # expect: TOFU3111
}

variable "b" {
  nullable = false
  default = null  # expect: TOFU3111
}
