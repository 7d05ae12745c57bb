# The same reference in a module written before symbol libraries existed:
# no `symbols` block, and a managed resource of type "symbols", so
# `symbols.` keeps its old meaning and nothing new is reported.

resource "symbols" "serverless" {
}

output "value" {
  value = symbols.serverless.some_value
}
