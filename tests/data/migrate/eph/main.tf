resource "ephemeral" "token" {
  length = 4
}

moved {
  from = ephemeral.old
  to   = ephemeral.token
}

output "t" {
  value      = ephemeral.token.result
  depends_on = [ephemeral.token]
}
