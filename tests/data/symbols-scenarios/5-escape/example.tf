# Opted in (a symbols block): the "resource." prefix still reaches resource "symbols" "x".
resource "symbols" "x" {
  # ...
}

symbols "serverless" {
  source = "./serverless.tfsym.hcl"
}

locals {
  example_thing = resource.symbols.x.y
  library_value = symbols.serverless.some_value
}
