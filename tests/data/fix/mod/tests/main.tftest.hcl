run "one" {
  assert {
    condition     = symbols.lib.name == "lib"
    error_message = "wrong name"
  }
}
