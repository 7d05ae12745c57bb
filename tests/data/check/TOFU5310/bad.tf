# eval_for_each.go: a data's for_each must be a map or a set of strings, not a tuple.
data "terraform_remote_state" "a" {
  backend  = "local"
  for_each = ["x", "y"] # expect: TOFU5310
}
