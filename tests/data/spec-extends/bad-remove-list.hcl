# expect: Nothing to remove
# detail: The block type "lifecycle" (base.hcl:93) has no "prevent_destroy" in meta_arguments to remove.
language "t" {
  extends = "base.hcl"
}
block "resource" {
  block "lifecycle" {
    remove {
      meta_arguments = ["prevent_destroy"]
    }
  }
}
