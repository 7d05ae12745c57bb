locals {
  num   = abs("-1")
  list  = join(",", ["b"])
  text  = upper("a")
  cidr  = cidrhost("10.0.0.0/8", "1")
  multi = max(1, "2", 3)
}
