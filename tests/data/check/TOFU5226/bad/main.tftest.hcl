# tofu test: an object expect_failures names that the module does not declare never fails.
run "checks" {
  expect_failures = [
    var.name,
    var.nmae, # expect: TOFU5226
    output.greeting,
    output.farewell, # expect: TOFU5226
    null_resource.gone, # expect: TOFU5226
  ]
}

# A run whose module block names another module: read in that one's scope, not checked.
run "other" {
  module {
    source = "./other"
  }
  expect_failures = [output.anything]
}
