variable "a" {
  type = "string" # expect: TOFU3058
}
