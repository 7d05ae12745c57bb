# An expanded final argument (...) whose literal value is no sequence.
locals {
  a = upper("abc"...)    # expect: TOFU5010
  b = max({ a = 1 }...)  # expect: TOFU5010
  c = min(1...)          # expect: TOFU5010
}
