variable "v" {}

locals {
  a = upper(["abc"]...)
  b = max([1, 2]...)
  c = min(var.v...)
}
