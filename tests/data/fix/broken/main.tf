resource "symbols" "lib" {
  name = "lib"
}

output "id" {
  value = symbols.lib.id
}

output "bad" {
  value = 
}
