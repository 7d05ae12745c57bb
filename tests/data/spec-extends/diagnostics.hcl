# Diagnostics: ref_reserved and ref_two_names changed (one of its params removed),
# ref_no_operation replaced (no detail), unused_note removed, new_note added.
# diagnostics-flat.hcl is this spec written whole.
language "t" {
  extends = "base.hcl"
  version = "1.1"
}
remove {
  diagnostics = ["unused_note", "ref_no_operation"]
}
diagnostic "ref_reserved" {
  summary = "Reserved name"
}
diagnostic "ref_two_names" {
  detail = "A reference to {root} must be followed by two names."
  remove {
    params = ["two_names"]
  }
}
diagnostic "ref_no_operation" {
  code    = "T2"
  role    = "ref_no_operation"
  summary = "Invalid reference operation"
}
diagnostic "new_note" {
  code     = "T12"
  severity = warning
  summary  = "A new note"
}
