# A default that does not convert to the variable's type (convert.Convert).
variable "list" {
  type    = list(string)
  default = "hello" # expect: TOFU5202
}

variable "number" {
  type    = number
  default = "ten" # expect: TOFU5202
}

variable "inner" {
  type = map(object({
    field = bool
  }))
  default = { # expect: TOFU5202
    "mykey" = {
      field = "not a bool"
    }
  }
}

variable "missing" {
  type    = object({ a = string, b = string })
  default = { a = "x" } # expect: TOFU5202
}
