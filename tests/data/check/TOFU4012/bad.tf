output "a" {
  value = self.id # expect: TOFU4012
}
