check "c" { # expect: TOFU3027
  assert {
    condition     = var.x > 0
    error_message = "no"
  }
}
