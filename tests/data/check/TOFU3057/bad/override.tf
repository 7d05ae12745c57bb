resource "null_resource" "a" {
  lifecycle {
    precondition { # expect: TOFU3057
      condition     = var.x
      error_message = "no"
    }
  }
}
