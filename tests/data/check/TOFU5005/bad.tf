# "list" and "map" are stubs that always fail, as plain or core:: names.
locals {
  a = list("a", "b")  # expect: TOFU5005
  b = core::map()     # expect: TOFU5005
}
