# Neither a symbols block nor a resource "symbols" block: symbols.X is read as a symbol library
# reference (the better error), without the "resource." hint.
locals {
  example_thing = symbols.serverless.some_value
}
