variable "a" {
  type = "list" # expect: TOFU3059
}
