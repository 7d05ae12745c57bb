resource "symbols" "crlf" {
  name = "x"
  enabled = true
}

output "crlf" {
  value = symbols.crlf.name # CRLF
}
