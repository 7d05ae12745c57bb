# A function with a variadic parameter called without its fixed ones: "expects at least".
locals {
  a = format()     # expect: TOFU5007
  b = join()       # expect: TOFU5007
  c = setunion()   # expect: TOFU5007
}
