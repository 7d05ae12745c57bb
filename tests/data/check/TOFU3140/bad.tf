variable "v" {
  default = "x"
}

# The first data block has an error, so it is not the check's: the second is.
check "a" {
  data "http" "first" {
    count = 1
  }
  data "http" "second" {}
  data "http" "third" { # expect: TOFU3140
  }
  assert {
    condition     = var.v != ""
    error_message = "empty"
  }
}
