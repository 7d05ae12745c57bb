output "a" {
  value = each.key # expect: TOFU4004
}
