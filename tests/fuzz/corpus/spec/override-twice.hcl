# expect: Duplicate spec name
# Replacing a base's diagnostic is allowed once per file; a second d1 here is a duplicate.
language "t" {
  extends = "base.hcl"
}
diagnostic "d1" {
  code = "T1"
  role = "ref_no_attr"
  summary = "y"
}
diagnostic "d1" {
  code = "T1"
  role = "ref_no_attr"
  summary = "z"
}
