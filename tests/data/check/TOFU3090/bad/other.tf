check "a" {  # expect: TOFU3090
  assert {
    condition     = var.v != ""
    error_message = "empty"
  }
}
