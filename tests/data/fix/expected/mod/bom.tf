output "bom" {
  value = resource.symbols.lib.id
}
