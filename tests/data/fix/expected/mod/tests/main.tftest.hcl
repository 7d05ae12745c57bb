run "one" {
  assert {
    condition     = resource.symbols.lib.name == "lib"
    error_message = "wrong name"
  }
}
