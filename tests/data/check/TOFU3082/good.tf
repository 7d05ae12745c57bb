variable "port" {
  type = number
  validation {
    condition     = var.port > 0
    error_message = "Must be positive."
  }
}
