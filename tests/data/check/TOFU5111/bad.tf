# Each object attribute once.
variable "a" {
  type = object({
    a = string
    a = number # expect: TOFU5111
  })
}
