resource "null_resource" "a" {
  for_each = toset(["x"])
  triggers = {
    n = each.value
  }
}
