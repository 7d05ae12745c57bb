terraform {
  backend "local" {}
}

terraform {
  backend "local" {}  # expect: TOFU3105
}
