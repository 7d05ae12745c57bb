variable "region" {
  type = string
}

variable "region" {
  default = "x"
}

variable "zones" {
  type    = list(string)
  unknown = 1
  validation {
    condition     = true
    error_message = "no"
  }
}

run "one" {
  command = plan
}
