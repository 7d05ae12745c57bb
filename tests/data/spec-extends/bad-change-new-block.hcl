# expect: Nothing to change
# detail: The spec this one extends, base.hcl, has no block type of that name there: `remove` changes a base's lists; a new one lists its names directly.
language "t" {
  extends = "base.hcl"
}
block "run" {
  remove {
    meta_arguments = ["command"]
  }
}
