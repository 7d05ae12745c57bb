variable "v" {
  type = string
}

check "some" {
  assert {
    condition     = var.v != ""
    error_message = "v is empty"
  }
}
