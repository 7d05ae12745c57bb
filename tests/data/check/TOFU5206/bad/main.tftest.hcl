# tofu validate runs TestRun.Validate on each run block: only checkable objects can be
# expected to fail.
run "checks" {
  expect_failures = [
    var.name,
    output.greeting,
    local.upper, # expect: TOFU5206
    path.module, # expect: TOFU5206
  ]
}

run "later" {
  # run is no reference in OpenTofu's testing scope: a managed resource "run" "checks"
  expect_failures = [run.checks]
}
