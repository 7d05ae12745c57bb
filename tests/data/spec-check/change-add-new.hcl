# expect: Nothing to change
# `add` and `remove` only change a base's block: a new block type lists its names directly.
language "t" {
  extends = "blocks.hcl"
  version = "3"
}
block "other" {
  add {
    meta_arguments = ["a"]
  }
}
