language {
  edition = "tofu2024" # expect: TOFU2002
}
