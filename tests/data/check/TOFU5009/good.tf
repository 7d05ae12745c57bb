# Literals that convert (a numeric string to a number, a number to a string), and values
# whose type is not known from the syntax.
variable "v" {}

locals {
  a = abs("-1")
  b = join(",", ["b", 1, true])
  c = max(1, "2")
  d = upper(5)
  e = abs(var.v)
  f = jsonencode({ a = [1] })
}
