resource "null_resource" "a" {
  lifecycle {
    ignore_changes = ["*"] # expect: TOFU3053
  }
}
