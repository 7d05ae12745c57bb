variable "a" {
  type = map(object({
    size = number
  }))
  default = {
    small = {
      size = 1
    }
  }
}
