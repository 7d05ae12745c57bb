terraform {
  cloud {
    organization = "o"
  }
}

terraform {
  cloud {  # expect: TOFU3107
    organization = "o"
  }
}
