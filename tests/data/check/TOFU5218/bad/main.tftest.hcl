# decodeTestRunBlock: one plan_options block per run block, at the second one's header.
run "plan" {
  plan_options {
    mode = normal
  }

  plan_options { # expect: TOFU5218
    # not read: a bad keyword here is not reported
    mode = sideways
  }
}
