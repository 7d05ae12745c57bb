variable "b" {}  # expect: TOFU3091
