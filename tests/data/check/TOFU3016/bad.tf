variable "count" { # expect: TOFU3016
}

variable "lifecycle" { # expect: TOFU3016
}
