# tuple needs a tuple constructor.
variable "a" {
  type = tuple({ a = string }) # expect: TOFU5112
}
