# expect: Nothing to remove
# detail: The diagnostic "unused_note" is removed already, at bad-remove-twice.hcl:7.
language "t" {
  extends = "base.hcl"
}
remove {
  diagnostics = ["unused_note"]
}
remove {
  diagnostics = ["unused_note"]
}
