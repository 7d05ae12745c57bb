variable "with_empty_deprecated" {  # expect: TOFU3115
  type       = string
  deprecated = ""
}

variable "with_deprecated_only_spaces" {  # expect: TOFU3115
  type       = string
  deprecated = "   "
}
