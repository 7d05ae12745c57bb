# Test files alone (a folder tofu test is given with -test-directory): the module under test is
# not here, so what the asserts read is not checked.
run "elsewhere" {
  assert {
    condition     = null_resource.a.id != "" && output.x == local.y
    error_message = "not checked"
  }
}
