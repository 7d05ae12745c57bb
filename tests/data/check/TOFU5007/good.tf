locals {
  a = format("%s", "x")
  b = join(",")
  c = setunion(["a"])
  d = max()
}
