run "check" {
  assert {
    condition     = output.first != ""
    error_message = "no ${var.env}"
  }
}
