resource "null_resource" "b" {
  count = 2
  lifecycle {
    replace_triggered_by = [count.index] # expect: TOFU4017
  }
}
