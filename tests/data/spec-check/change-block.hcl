# expect: ok
# Extends blocks.hcl and changes its block type "thing" in place: a key given replaces the
# base's value, `add` and `remove` change its lists, and a nested block changes the base's
# nested block type or adds one.  Were "thing" added instead, it would be a block type twice.
language "t" {
  extends = "blocks.hcl"
  version = "3"
}
block "thing" {
  since = "3"
  add {
    meta_arguments = ["c"]
    meta_blocks    = ["inner"]
  }
  remove {
    meta_arguments = ["a"]
  }
  block "inner" {
    add {
      meta_arguments = ["y"]
    }
  }
  block "new_inner" {
    meta_arguments = ["z"]
  }
}
