language {
  experiments = ["quoted"] # expect: TOFU2006
}
