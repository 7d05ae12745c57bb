# expect: Nothing to change
# detail: The spec this one extends, base.hcl, has no root "path": `add` changes a base's lists; a new one lists its names directly.
language "t" {
  extends = "base.hcl"
}
root "path" {
  form    = bare
  subject = "PathAttr"
  add {
    attributes = ["module"]
  }
}
