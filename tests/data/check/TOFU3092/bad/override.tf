locals {
  b = 1  # expect: TOFU3092
}
