resource "symbols" "crlf" {
  name = "x"
  _ {
    enabled = true
  }
}

output "crlf" {
  value = resource.symbols.crlf.name # CRLF
}
