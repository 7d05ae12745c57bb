# tofu validate runs TestFile.Validate and TestRun.Validate: one override_module per target
# at the top of a file, and in each run block.
override_module {
  target = module.net
}

override_module {
  target = module.net # expect: TOFU5209
}

run "first" {
  override_module {
    target = module.net
  }

  override_module {
    target = module.net # expect: TOFU5209
  }
}
