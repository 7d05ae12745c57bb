output "a" {
  value = 1
  postcondition { # expect: TOFU3026
    condition     = var.x > 0
    error_message = "no"
  }
}

variable "x" {}
