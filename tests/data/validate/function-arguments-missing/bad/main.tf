locals {
  part  = substr("abcdef", 1)
  cidr  = cidrsubnet("10.0.0.0/16", 8)
  fmt   = format()
  stamp = formatdate("YYYY")
}

output "joined" {
  value = join()
}
