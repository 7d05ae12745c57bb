language {
  compatible_with {
    opentofu = ">= 1.11" # expect: TOFU2009
  }
}
