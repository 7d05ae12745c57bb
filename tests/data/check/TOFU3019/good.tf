ephemeral "random_password" "a" {
  _ {
  }
}
