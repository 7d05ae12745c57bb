variable "region" {
  type = string
}

variable "zones" {
  type    = list(string)
  default = []
  validation {
    condition     = length(var.zones) >= 0
    error_message = "no"
  }
}

run "one" {
  command = plan
}
