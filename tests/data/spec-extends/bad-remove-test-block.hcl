# expect: Nothing to remove
# detail: The spec this one extends, base.hcl, has no block type of test files "resource" to remove.
language "t" {
  extends = "base.hcl"
}
remove {
  test_blocks = ["resource"]
}
