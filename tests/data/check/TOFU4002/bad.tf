output "a" {
  value = count.index # expect: TOFU4002
}
