locals {
  a = local.b
  b = local.a
}

output "a" {
  value = local.a
}
