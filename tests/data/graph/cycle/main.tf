locals {
  a = local.b
  b = local.c
  c = local.a
  d = 1
}

output "o" {
  value = local.d
}
