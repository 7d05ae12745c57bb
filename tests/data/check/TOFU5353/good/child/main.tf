output "v" {
  value = "c"
}
