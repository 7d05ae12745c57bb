# decodeTestRunOptionsBlock: a refresh-only run must refresh.
run "refresh_only" {
  plan_options {
    mode    = refresh-only
    refresh = false # expect: TOFU5225
  }
}
