resource "null_resource" "a" {
}

resource "null_resource" "b" {
  for_each = toset(["x"])
  lifecycle {
    replace_triggered_by = [null_resource.a.triggers[each.key]]
  }
}
