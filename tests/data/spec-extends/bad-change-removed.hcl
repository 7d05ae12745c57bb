# expect: Nothing to change
# detail: The root "count" is removed above and defined anew: `add` changes a base's lists; one defined anew lists its names directly.
language "t" {
  extends = "base.hcl"
}
remove {
  roots = ["count"]
}
root "count" {
  form    = bare
  subject = "CountAttr"
  add {
    attributes = ["key"]
  }
}
