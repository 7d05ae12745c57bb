# eval_for_each.go: a resource's for_each must be a map or a set of strings, not a tuple.
resource "terraform_data" "a" {
  for_each = ["x", "y"] # expect: TOFU5309
}
