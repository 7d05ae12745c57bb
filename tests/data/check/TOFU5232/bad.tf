# validate's graph: local values that refer to each other.
locals {
  a = local.b # expect: TOFU5232
  b = local.a
}
