# One per target in each scope: the top of the file and each run block are apart.
override_module {
  target = module.net
}

run "first" {
  override_module {
    target = module.net
  }
}

run "second" {
  override_module {
    target = module.net
  }
}
