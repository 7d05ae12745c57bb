# node_output.go: a root module output containing a sensitive value must say sensitive = true.
variable "password" {
  type      = string
  sensitive = true
}

output "password" { # expect: TOFU5308
  value = { password = var.password }
}
