# No symbols block, but a resource "symbols" block: the old meaning throughout the module, so
# symbols.serverless is an undeclared managed resource.
resource "symbols" "other" {
  # ...
}

locals {
  example_thing = symbols.serverless.some_value
}
