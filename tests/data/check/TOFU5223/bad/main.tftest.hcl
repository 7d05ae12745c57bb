# decodeTestRunOptionsBlock: mode is normal or refresh-only, without quotes, at the value.
run "plan" {
  command = plan

  plan_options {
    mode = destroy # expect: TOFU5223
  }
}

run "quoted" {
  plan_options {
    mode = "normal" # expect: TOFU5223
  }
}
