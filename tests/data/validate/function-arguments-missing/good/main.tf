locals {
  part  = substr("abcdef", 1, 2)
  cidr  = cidrsubnet("10.0.0.0/16", 8, 1)
  fmt   = format("%s", "x")
  stamp = formatdate("YYYY", "2024-01-01T00:00:00Z")
}

output "joined" {
  value = join(",", ["a"])
}
