locals {
  num   = abs("-1")
  list  = alltrue([true])
  text  = upper("a")
  cidr  = cidrhost("10.0.0.0/8", "1")
  multi = max(1, "2", 3)
}
