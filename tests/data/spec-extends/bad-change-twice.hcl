# expect: Duplicate spec name
# detail: The function "abs" is defined twice; the first is at bad-change-twice.hcl:6. Keep one.
language "t" {
  extends = "base.hcl"
}
function "abs" { since = "1.0" }
function "abs" { since = "1.1" }
