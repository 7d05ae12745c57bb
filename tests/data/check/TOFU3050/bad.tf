check "not ok" { # expect: TOFU3050
  assert {
    condition     = var.x > 0
    error_message = "no"
  }
}

variable "x" {}
