locals {
  num   = abs("minus one")
  list  = alltrue({ a = true })
  text  = upper(["a"])
  cidr  = cidrhost("10.0.0.0/8", "first")
  multi = max(1, "two", 3)
}
