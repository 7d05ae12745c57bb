variable "v" {
  default = "x"
}

check "a" {
  data "http" "page" {}
  assert {
    condition     = var.v != ""
    error_message = "empty"
  }
}

check "b" {
  data "http" "other" {}
  assert {
    condition     = var.v != ""
    error_message = "empty"
  }
}

check "c" {
  data "http" "other" {} # expect: TOFU3141
  assert {
    condition     = var.v != ""
    error_message = "empty"
  }
}
