ephemeral "random_password" "yes" {
}

output "a" {
  value     = ephemeral.random_password.yes.result
  ephemeral = true
}
