ephemeral "random_password" "b" {
  length = 8
}
