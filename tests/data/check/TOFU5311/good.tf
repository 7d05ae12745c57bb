ephemeral "random_password" "a" {
  for_each = toset(["x", "y"])
}
