language { # expect: TOFU2008
  compatible_with {
    opentofu = ">= 1.12.0"
  }
  compatible_with {
    opentofu = ">= 1.12.1"
  }
}
