# decodeTestRunModuleBlock: a run's module block needs source, at the block's header.
run "setup" {
  module { # expect: TOFU5224
    version = "1.0.0"
  }
}
