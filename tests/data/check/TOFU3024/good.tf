ephemeral "random_password" "a" {
  lifecycle {
    enabled = true
  }
}
