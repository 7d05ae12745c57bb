terraform {
  backend "local" {}  # expect: TOFU3114
}
