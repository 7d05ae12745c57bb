# node_output.go validateEphemerality: an ephemeral value in an output that does not allow one.
variable "token" {
  type      = string
  ephemeral = true
}

output "token" {
  value = "Bearer ${var.token}" # expect: TOFU5307
}
