terraform {
  cloud {  # expect: TOFU3106
    organization = "o"
  }
}
