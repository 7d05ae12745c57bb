output "v" {
  value = "b"
}
