output "a" {
  value = local.nope # expect: TOFU1102
}
