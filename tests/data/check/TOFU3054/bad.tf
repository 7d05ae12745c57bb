resource "null_resource" "a" {
  lifecycle {
    ignore_changes = [
      "*", # expect: TOFU3054
      triggers,
    ]
  }
}
