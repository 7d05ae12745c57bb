output "a" {
  value = ephemeral.random_password.nope.result # expect: TOFU1106
}
