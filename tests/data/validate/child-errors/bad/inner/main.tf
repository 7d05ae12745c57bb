output "v" {
  value = "inner"
}
