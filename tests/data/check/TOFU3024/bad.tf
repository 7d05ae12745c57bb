ephemeral "random_password" "a" {
  lifecycle { # expect: TOFU3024
    prevent_destroy = true
  }
}
