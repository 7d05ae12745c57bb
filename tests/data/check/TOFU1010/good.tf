output "a" {
  value = provider::a::b("x")
}
