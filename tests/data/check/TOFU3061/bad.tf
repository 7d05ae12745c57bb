variable "a" {
  type = "number" # expect: TOFU3061
}
