language { # expect: TOFU2001
  edition = tofu2024
}
