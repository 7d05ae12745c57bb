output "id" {
  value = "x"
}
