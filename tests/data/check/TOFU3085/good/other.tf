output "b" {
  value = 1
}
