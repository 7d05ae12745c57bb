# Values that convert: strings of numbers and bools, numbers and bools to strings, tuples to
# lists, objects to maps, optional attributes left out, null.
variable "a" {
  type    = number
  default = "10"
}

variable "b" {
  type    = list(string)
  default = [1, true, "x"]
}

variable "c" {
  type    = map(bool)
  default = { x = "true", y = false, z = "0" }
}

variable "d" {
  type    = object({ a = string, b = optional(number) })
  default = { a = 1, extra = "ignored" }
}

variable "e" {
  type    = list(string)
  default = null
}
