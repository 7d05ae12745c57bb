# decodeTestRunBlock: one variables block per run block, at the second one's header.
run "apply" {
  variables {
    a = 1
  }

  variables { # expect: TOFU5219
    b = 2
  }
}
