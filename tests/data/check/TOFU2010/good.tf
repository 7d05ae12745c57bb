language {
  compatible_with {
    opentofu = ">= 1.12.0"
  }
}
