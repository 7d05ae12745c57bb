# A migration that cannot be made in this release: lower renamed to a function it lacks.
language "opentofu" {
  extends = "../../../../spec/tofu.hcl"
  version = "1.99.0-unsound"
}

remove {
  functions = ["lower"]
}

change "function:lower" {
  migrate = rename
  to      = "lowercase"
}
