output "a" {
  value = provider::nope::f(1)
}
