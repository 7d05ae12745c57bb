variable "v" {
  type = list(string)
}

locals {
  a = upper("a")
  b = timestamp()
  c = length([1])
  d = lower(["a"]...)
  e = lower(var.v...)
  f = max(1, 2, 3, 4)
}
