# compatible_with came in OpenTofu 1.12: a constraint that admits earlier versions is
# ineffective (warning "Ineffective version constraint", TOFU2009 in spec/tofu.hcl).
language {
  compatible_with {
    opentofu = ">= 1.10"
  }
}
