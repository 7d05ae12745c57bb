output "a" {
  value = terraform.workspace
}
