# A literal argument that does not convert to its parameter's type: "Invalid function
# argument", at the argument's start.
locals {
  a = abs("x")                 # expect: TOFU5009
  b = alltrue({ a = true })   # expect: TOFU5009
  c = max(1,
  "two")                       # expect: TOFU5009
}
