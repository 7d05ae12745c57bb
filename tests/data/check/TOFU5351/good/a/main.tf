output "v" {
  value = "a"
}
