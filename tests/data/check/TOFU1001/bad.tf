output "a" {
  value = var # expect: TOFU1001
}
