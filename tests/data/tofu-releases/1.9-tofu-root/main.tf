# OpenTofu 1.9: the tofu root, the same object as terraform.
output "workspace" {
  value = tofu.workspace
}
