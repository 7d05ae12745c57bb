terraform {
  backend "local" {}  # expect: TOFU3104
}
