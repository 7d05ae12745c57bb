resource "symbols" "crlf" {
  name = "x"
}

output "crlf" {
  value = symbols.crlf.name # CRLF
}
