# Valid under tofu-1.10; under tofu-1.11 the reference reads an ephemeral resource.
resource "ephemeral" "token" {
}

output "o" {
  value = ephemeral.token.id
}
