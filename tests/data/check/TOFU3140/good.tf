variable "v" {
  default = "x"
}

check "a" {
  data "http" "one" {}
  assert {
    condition     = var.v != ""
    error_message = "empty"
  }
}

check "b" {
  data "http" "two" {}
  assert {
    condition     = var.v != ""
    error_message = "empty"
  }
}
