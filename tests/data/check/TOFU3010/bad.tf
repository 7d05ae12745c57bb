ephemeral "random_password" "a" {
  lifecycle {
  }
  lifecycle { # expect: TOFU3010
  }
}
