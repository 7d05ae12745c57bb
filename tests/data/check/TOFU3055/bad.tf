resource "null_resource" "a" {
  lifecycle {
    precondition {
      condition     = true # expect: TOFU3055
      error_message = "Must be true."
    }
  }
}
