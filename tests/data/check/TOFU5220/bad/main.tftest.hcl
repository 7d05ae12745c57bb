# decodeTestRunBlock: one module block per run block, at the second one's header; the second
# is still read (its missing source is reported too).
run "setup" {
  module {
    source = "./setup"
  }

  module { # expect: TOFU5220 # expect: TOFU5224
  }
}
