language {
  experiments = [unsupported] # expect: TOFU2007
}
