# change blocks the loader refuses: a name that is no change, a migration the kind does not
# take, a rename without to, a delete with one, and an empty block.
language "opentofu" {
  extends = "../../../../spec/tofu.hcl"
  version = "1.99.0-bad"
}

change "lower" {
  note = "no kind"
}

change "root:symbols" {
  migrate = rename
  to      = "syms"
}

change "function:upper" {
  migrate = rename
}

change "meta_argument:count:resource" {
  migrate = delete
  to      = "x"
}

change "function:abs" {
}
