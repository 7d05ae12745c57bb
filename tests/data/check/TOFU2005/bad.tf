language {
  experiments = unsupported # expect: TOFU2005
}
