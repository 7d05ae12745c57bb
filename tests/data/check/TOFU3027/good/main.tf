variable "x" {}

check "c" {
  assert {
    condition     = var.x > 0
    error_message = "no"
  }
}
