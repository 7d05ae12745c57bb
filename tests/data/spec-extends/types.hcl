# Type constraint names: optional changed, list replaced (no shorthand), object removed, set
# added.
# types-flat.hcl is this spec written whole.
language "t" {
  extends = "base.hcl"
  version = "1.1"
}
remove {
  types = ["list", "object"]
}
type "optional" {
  default_argument = true
}
type "list" { form = collection }
type "set"  { form = collection }
