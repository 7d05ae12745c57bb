locals {
  a = upper(["abc"]...)
  b = max([1, 2]...)
  c = upper(["a"]...)
}
