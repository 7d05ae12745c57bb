# expect: Nothing to remove
# detail: This spec extends no other: there is no function "abs" to remove.
language "t" {
  display  = "T"
  c_prefix = "t"
  version  = "1"
}
remove {
  functions = ["abs"]
}
