check "b" {
  assert {
    condition     = var.v != ""
    error_message = "empty"
  }
}
