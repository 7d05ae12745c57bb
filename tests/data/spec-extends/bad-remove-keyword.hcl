# expect: Nothing to remove
# detail: The language "t" (base.hcl:4) has no "bool" in type_keywords to remove.
language "t" {
  extends = "base.hcl"
  remove {
    type_keywords = ["bool"]
  }
}
