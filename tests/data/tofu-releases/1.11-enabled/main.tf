# OpenTofu 1.11: lifecycle enabled makes a resource conditional.
resource "null_resource" "a" {
  lifecycle {
    enabled = false
  }
}
