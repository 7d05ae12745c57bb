# OpenTofu 1.11: an ephemeral resource.
ephemeral "random_password" "db" {
  length = 16
}
