# eval_for_each.go: a ephemeral's for_each must be a map or a set of strings, not a tuple.
ephemeral "random_password" "a" {
  for_each = ["x", "y"] # expect: TOFU5311
}
