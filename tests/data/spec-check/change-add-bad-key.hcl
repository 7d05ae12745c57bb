# expect: Unknown spec key
# `add` takes only a block's list keys.
language "t" {
  extends = "blocks.hcl"
  version = "3"
}
block "thing" {
  add {
    since = "3"
  }
}
