check "ok" {
  assert {
    condition     = var.x > 0
    error_message = "no"
  }
}

variable "x" {}
