locals {
  a = local.b
  b = "x"
}
