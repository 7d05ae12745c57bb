# validate's graph: local values that refer to each other.
locals {
  a = local.b # expect: TOFU5232 (no range)
  b = local.a
}
