# Seed 000's opt-in by block presence, with spec/examples/symbols.hcl:
# this module has a `symbols` block, so `symbols.` means symbol libraries
# everywhere in it.

symbols "serverless" {
  source = "./serverless.tfsym.hcl"
}

# A provider that happens to have a resource type named "symbols".
resource "symbols" "anything_except_serverless" {
}

locals {
  # the new meaning: the symbols "serverless" block
  example_thing_1 = symbols.serverless.some_value

  # the escape prefix keeps the old meaning, whatever the opt-ins
  example_thing_3 = resource.symbols.anything_except_serverless.some_value

  # an error, with a hint: there is no symbols block of that name, but there
  # is a resource it may have meant
  example_thing_2 = symbols.anything_except_serverless.some_value
}
