output "a" {
  value = path.module
}
