locals {
  a = upper("abc"...)
  b = max({ a = 1 }...)
  c = upper(["a", "b"]...)
}
