# Type keywords, and the language's other lists: added and removed.
# type-keywords-flat.hcl is this spec written whole.
language "t" {
  extends = "base.hcl"
  version = "1.1"
  add {
    type_keywords   = ["bool"]
    test_extensions = [".tofutest.hcl"]
  }
  remove {
    type_keywords = ["number"]
  }
}
