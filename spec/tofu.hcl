# OpenTofu language spec: the current OpenTofu language.
#
# Release described: opentofu/opentofu main at f831fa1aa4 (version/VERSION "1.13.0-dev"). It is
# the v1.12 release (history/tofu-1.12.hcl, which this file extends) plus what main changed
# since: the lone type keywords (string, number, bool, any) that main added to
# internal/addrs/parse_ref.go, and the new wording of the terraform.*/tofu.* attribute error.
# Everything else, including the diagnostic catalogue and its codes, is the base's.
#
# Where the facts come from: the 81 ParseRef test vectors of internal/addrs/parse_ref_test.go;
# both changes were checked against the OpenTofu sources at that commit (internal/addrs/parse_ref.go,
# internal/tofu/evaluate_valid.go). Main has no experiments at all (commit 5789d929f5 removed
# the inherited concluded list), like v1.12, so there are still no features. Messages are
# OpenTofu's exact strings; Go verbs became {placeholders}. The comments are ours.

language "opentofu" {
  extends             = "history/tofu-1.12.hcl"
  c_prefix            = "tofu"
  version             = "1.13.0-dev"
  commit              = "f831fa1aa4"
  # Main's 3cf49c992e: each of these alone is a TypeKeyword reference, not a resource type.
  type_keywords       = ["string", "number", "bool", "any"]
  type_keyword_result = reference
}

# Main's 49761bda69 named terraform.applying in the message. {alias} is the root used:
# terraform or tofu. No final period in OpenTofu's text. It replaces the base's diagnostic of
# the same name, code and place.
diagnostic "terraform_attr_invalid" {
  code     = "TOFU4007"
  severity = error
  summary  = "Invalid \"{alias}\" attribute"
  detail   = "The \"{alias}\" object does not have an attribute named \"{name}\". The only supported attributes are {alias}.workspace and {alias}.applying"
  params   = ["alias", "name"]
}

# The functions main added to internal/lang/functions.go (makeBaseFunctionTable) since v1.12:
# the assume* family and convert. Every other function is the base's.
function "assumeequal" {
  since     = "1.13"
  signature = "(actual_value any?, expected_value any?)"
}
function "assumelistlength"    { since = "1.13" }
function "assumelistlengthmax" { since = "1.13" }
function "assumelistlengthmin" { since = "1.13" }
function "assumemaplength"     { since = "1.13" }

# contains' value takes null from go-cty v1.18.1 on (function/stdlib ContainsFunc, AllowNull);
# main vendors go-cty v1.19.0, a later release, whose source was not read here: taking null is
# the side on which the null check stays silent.
function "contains" {
  signature = "(list any, value any?)"
}
function "assumemaplengthmax"  { since = "1.13" }
function "assumemaplengthmin"  { since = "1.13" }
function "assumenotnull"       { since = "1.13" }
function "assumesetlength"     { since = "1.13" }
function "assumesetlengthmax"  { since = "1.13" }
function "assumesetlengthmin"  { since = "1.13" }
function "assumestringprefix"  { since = "1.13" }
function "convert"             { since = "1.13" }
