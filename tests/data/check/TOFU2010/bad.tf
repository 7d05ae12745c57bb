language {
  compatible_with {
    opentofu = ">= 1.12.0-beta1" # expect: TOFU2010
  }
}
