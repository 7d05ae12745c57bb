variable "port" {
  type = number
  validation {
    condition     = true # expect: TOFU3082
    error_message = "Always."
  }
}
