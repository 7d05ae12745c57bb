# OpenTofu 1.7: urldecode is one of the functions v1.7 added.
output "path" {
  value = urldecode("a%20b")
}
