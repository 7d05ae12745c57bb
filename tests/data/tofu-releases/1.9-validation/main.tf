# OpenTofu 1.9: a variable's validation may refer to other objects.
variable "min" {
  default = 1
}

variable "size" {
  default = 2
  validation {
    condition     = var.size >= var.min
    error_message = "The size must be at least var.min."
  }
}
