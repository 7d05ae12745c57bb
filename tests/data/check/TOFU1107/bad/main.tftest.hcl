# tofu test evaluates an assert in the scope of the module under test: its outputs are
# output.NAME there.
run "greets" {
  assert {
    condition     = output.greeting == "hello WORLD"
    error_message = "wrong greeting: ${output.greting}" # expect: TOFU1107
  }
  assert {
    condition     = output.farewell != "" # expect: TOFU1107
    error_message = "no farewell"
  }
}

# A run whose module block names another module is read in that one's scope: not checked.
run "other" {
  module {
    source = "./other"
  }
  assert {
    condition     = output.anything == 1
    error_message = "other module"
  }
}
