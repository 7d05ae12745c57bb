variable "a" {
  type = object({
    name = optional(string)
  })
  default = {
    nmae = "typo" # expect: TOFU3062
  }
}
