# expect: Nothing to remove
# detail: The block type "resource" (base.hcl:87) has no nested block type "timeouts" to remove.
language "t" {
  extends = "base.hcl"
}
block "resource" {
  remove {
    blocks = ["timeouts"]
  }
}
