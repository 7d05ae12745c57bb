variable "x" {}

resource "null_resource" "a" {
  lifecycle {
    precondition {
      condition     = var.x
      error_message = "Must be true."
    }
  }
}
