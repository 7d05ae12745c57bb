# loadTestFile: one variables block per test file, at the second one's header.
variables {
  a = 1
}

variables { # expect: TOFU5221
  b = 2
}

run "apply" {
}
