# expect: Nothing to change
# detail: The spec this one extends, base.hcl, has no block type "run" of module files: `remove` changes a base's lists; a new one lists its names directly.
language "t" {
  extends = "base.hcl"
}
block "run" {
  remove {
    meta_arguments = ["command"]
  }
}
