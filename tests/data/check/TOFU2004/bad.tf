language {
  edition = tofu2038 # expect: TOFU2004
}
