output "a" {
  value = tofu.workspace
}
