language {
  edition = TF2021 # expect: TOFU2003
}
