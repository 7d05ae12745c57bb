# A managed resource whose type is "symbols": the symbol libraries experiment branch reads
# symbols.lib.id as a symbol library in every module; the opt-in design of the RFC PR #2262
# keeps it a resource here, as the module has no symbols block.
resource "symbols" "lib" {
  name = "x"
}

output "id" {
  value = symbols.lib.id
}
