output "a" {
  value = template.x # expect: TOFU1009
}
