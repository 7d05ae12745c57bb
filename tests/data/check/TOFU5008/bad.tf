# More arguments than a function without a variadic parameter takes: "Too many function
# arguments", at the first extra one (an element of an expanded tuple: the tuple).
locals {
  a = upper("a", "b")             # expect: TOFU5008
  b = timestamp(1)                # expect: TOFU5008
  c = length([1], [2], [3])       # expect: TOFU5008
  d = lower(["a", "b"]...)        # expect: TOFU5008
}
