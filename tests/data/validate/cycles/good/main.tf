locals {
  a = local.b
  b = "b"
}

output "a" {
  value = local.a
}
