output "a" {
  value = data[0].x # expect: TOFU1004
}
