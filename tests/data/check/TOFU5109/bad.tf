# object needs an object constructor.
variable "a" {
  type = object([string]) # expect: TOFU5109
}
