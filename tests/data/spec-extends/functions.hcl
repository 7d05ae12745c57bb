# Functions: lookup changed (it leaves), list replaced (it is back, without the base's until
# and message), upper removed, timecmp added.
# functions-flat.hcl is this spec written whole.
language "t" {
  extends = "base.hcl"
  version = "1.1"
}
remove {
  functions = ["upper", "list"]
}
function "lookup" {
  until   = "1.1"
  message = "lookup was removed."
}
function "list"    { since = "1.1" }
function "timecmp" { since = "1.1" }
