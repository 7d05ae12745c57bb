# No symbols block, and a resource "symbols" "serverless": symbols.serverless keeps its old
# meaning, a reference to that managed resource.
resource "symbols" "serverless" {
  # ...
}

locals {
  example_thing = symbols.serverless.some_value
}
