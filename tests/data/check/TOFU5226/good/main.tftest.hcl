run "checks" {
  expect_failures = [
    var.name,
    output.greeting,
  ]
}
