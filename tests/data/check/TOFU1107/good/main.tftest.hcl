run "greets" {
  variables {
    name = "world"
  }
  assert {
    condition     = output.greeting == "hello WORLD"
    error_message = "wrong greeting: ${output.greeting}"
  }
  # expect_failures names outputs outside an assert: not read in the module's scope here
  expect_failures = [output.greeting]
}
