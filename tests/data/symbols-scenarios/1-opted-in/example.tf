resource "symbols" "anything_except_serverless" {
  # ...
}

symbols "serverless" {
  source = "./serverless.tfsym.hcl"
}

locals {
  example_thing_1 = symbols.serverless.some_value
  example_thing_2 = symbols.anything_except_serverless.some_value
}
