locals {
  a = 1  # expect: TOFU3084
}
