variable "size" {
  type = number
}

resource "null_resource" "a" {
  lifecycle {
    precondition {
      condition     = var.size > 0
      error_message = "The size must be positive."
    }
  }
}
