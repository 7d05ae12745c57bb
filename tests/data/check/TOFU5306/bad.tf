# node_output.go validateEphemerality: a root module's output cannot be ephemeral.
variable "token" {
  type      = string
  ephemeral = true
}

output "token" { # expect: TOFU5306
  value     = var.token
  ephemeral = true
}
