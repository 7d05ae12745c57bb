# Every keyword the reader knows, and the bare list and map shorthands.
variable "a" {
  type = object({ a = string, b = number, c = bool, d = any })
}

variable "b" {
  type = list
}

variable "c" {
  type = map
}
