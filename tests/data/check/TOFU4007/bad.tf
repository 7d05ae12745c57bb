output "a" {
  value = terraform.workspaces # expect: TOFU4007
}
