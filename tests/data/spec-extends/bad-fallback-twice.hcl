# expect: Duplicate spec block
# detail: A spec has exactly one fallback block, and this file has one already, at bad-fallback-twice.hcl:6; remove this one.
language "t" {
  extends = "base.hcl"
}
fallback {
  what = "a thing"
}
fallback {
  what = "another thing"
}
