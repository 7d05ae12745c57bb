# A managed resource whose type is "ephemeral": valid under OpenTofu 1.10; 1.11 reads
# ephemeral.token.result as an ephemeral resource, and resource.ephemeral.token.result keeps
# the old meaning.
resource "ephemeral" "token" {
  length = 8
}

output "token" {
  value = ephemeral.token.result
}
