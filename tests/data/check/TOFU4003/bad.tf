resource "null_resource" "a" {
  for_each = toset(["x"])
  triggers = {
    n = each.name # expect: TOFU4003
  }
}
