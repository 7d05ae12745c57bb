# expect: Duplicate spec name
# detail: The block type "output" is defined twice there; the first is at bad-block-twice.hcl:6. Keep one.
language "t" {
  extends = "base.hcl"
}
block "output" {
  labels = ["name"]
}
block "output" {
  labels = ["name"]
}
