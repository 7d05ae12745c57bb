# eval_for_each.go: a module's for_each must be a map or a set of strings, not a tuple.
module "a" {
  source   = "./a"
  for_each = ["x", "y"] # expect: TOFU5312
}
