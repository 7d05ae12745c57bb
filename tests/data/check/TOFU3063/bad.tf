variable "a" {
  type = map(object({
    size = number
  }))
  default = {
    small = {
      size  = 1
      color = "red" # expect: TOFU3063
    }
  }
}
