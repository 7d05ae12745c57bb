output "a" {
  value = var.nope # expect: TOFU1101
}
