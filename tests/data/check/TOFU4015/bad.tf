resource "null_resource" "a" {
  count = 2
}

resource "null_resource" "b" {
  count = 2
  lifecycle {
    replace_triggered_by = [null_resource.a[count.idx]] # expect: TOFU4015
  }
}
