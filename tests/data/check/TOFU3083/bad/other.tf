variable "a" {}  # expect: TOFU3083
