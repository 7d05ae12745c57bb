output "a" {
  value = var[0] # expect: TOFU1002
}
