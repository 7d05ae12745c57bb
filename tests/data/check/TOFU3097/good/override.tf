ephemeral "random_password" "a" {
  length = 8
}
