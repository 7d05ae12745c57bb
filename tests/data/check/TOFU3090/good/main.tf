variable "v" {
  default = "x"
}

check "a" {
  assert {
    condition     = var.v != ""
    error_message = "empty"
  }
}
