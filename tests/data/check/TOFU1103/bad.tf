output "a" {
  value = module.nope.x # expect: TOFU1103
}
