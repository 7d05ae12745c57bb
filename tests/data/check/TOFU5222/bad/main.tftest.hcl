# decodeTestRunBlock: command is apply or plan, without quotes, at the value.
run "destroy" {
  command = destroy # expect: TOFU5222
}

run "quoted" {
  command = "plan" # expect: TOFU5222
}
