output "a" {
  value = 1
  precondition {
    condition     = var.x > 0
    error_message = "no"
  }
}

variable "x" {}
