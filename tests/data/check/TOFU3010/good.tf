ephemeral "random_password" "a" {
  lifecycle {
  }
}
