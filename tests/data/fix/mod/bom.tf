output "bom" {
  value = symbols.lib.id
}
