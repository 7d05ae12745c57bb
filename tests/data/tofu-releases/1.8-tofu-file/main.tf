# OpenTofu 1.8: the variable is declared in a .tofu file, which v1.7 does not read.
output "size" {
  value = var.size
}
