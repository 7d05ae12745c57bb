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
function "assumeequal"         { since = "1.13" }
function "assumelistlength"    { since = "1.13" }
function "assumelistlengthmax" { since = "1.13" }
function "assumelistlengthmin" { since = "1.13" }
function "assumemaplength"     { since = "1.13" }
function "assumemaplengthmax"  { since = "1.13" }
function "assumemaplengthmin"  { since = "1.13" }
function "assumenotnull"       { since = "1.13" }
function "assumesetlength"     { since = "1.13" }
function "assumesetlengthmax"  { since = "1.13" }
function "assumesetlengthmin"  { since = "1.13" }
function "assumestringprefix"  { since = "1.13" }
function "convert"             { since = "1.13" }


# ---- Rule: instance keys of declared resources (validate level) -------------------------------
# OpenTofu internal/tofu/evaluate_valid.go staticValidateSingleResourceReference and
# staticValidateMultiResourceReference, the same texts since 1.6.3 (the oldest OpenTofu release): a reference
# to a resource that sets count (for_each) without an instance key and with attributes after it;
# one with a key to a resource that sets neither. At the reference (the resource part and its
# key); {address} is the resource's (aws_instance.a, data.x.y).
diagnostic "instance_key_missing_count" {
  code     = "TOFU5300"
  severity = error
  summary  = "Missing resource instance key"
  detail   = "Because {address} has \"count\" set, its attributes must be accessed on specific instances.\n\nFor example, to correlate with indices of a referring resource, use:\n    {address}[count.index]"
  params   = ["address"]
  role     = "instance_key_missing_count"
}
diagnostic "instance_key_missing_for_each" {
  code     = "TOFU5301"
  severity = error
  summary  = "Missing resource instance key"
  detail   = "Because {address} has \"for_each\" set, its attributes must be accessed on specific instances.\n\nFor example, to correlate with indices of a referring resource, use:\n    {address}[each.key]"
  params   = ["address"]
  role     = "instance_key_missing_for_each"
}
diagnostic "instance_key_unexpected" {
  code     = "TOFU5302"
  severity = error
  summary  = "Unexpected resource instance key"
  detail   = "Because {address} does not have \"count\" or \"for_each\" set, references to it must not include an index key. Remove the bracketed index to refer to the single instance of this resource."
  params   = ["address"]
  role     = "instance_key_unexpected"
}


# ---- Rule: moved addresses (decodeMovedBlock) -------------------------------------------------
# moved.go decodeMovedBlock: from and to are static addresses (hcl.AbsTraversalForExpr: "Invalid
# expression" at a quoted one, static_reference_required, since 1.6), read by ParseMoveEndpoint
# (address move); since 1.11, an endpoint that is nil (not set, or not read) or names an
# ephemeral resource is refused (SubjectAllowed), once per argument; since 1.6, when the block
# decoded without error, a module and a resource cannot be unified (MightUnifyWith). Both at the
# block's header.
block "moved" {
  argument_forms = ["from=address move ephemeral", "to=address move ephemeral"]
}
diagnostic "moved_from_not_movable" {
  code     = "TOFU5303"
  severity = error
  summary  = "Invalid \"moved\" address"
  detail   = "The resource referenced by the \"from\" attribute is not allowed to be moved."
  params   = []
  role     = "moved_from_not_movable"
}
diagnostic "moved_to_not_movable" {
  code     = "TOFU5304"
  severity = error
  summary  = "Invalid \"moved\" address"
  detail   = "The resource referenced by the \"to\" attribute is not allowed to be moved."
  params   = []
  role     = "moved_to_not_movable"
}
diagnostic "moved_kinds_differ" {
  code     = "TOFU5305"
  severity = error
  summary  = "Invalid \"moved\" addresses"
  detail   = "The \"from\" and \"to\" addresses must either both refer to resources or both refer to modules."
  params   = []
  role     = "moved_kinds_differ"
}


# ---- Rule: marks of output values (node_output.go) --------------------------------------------
# internal/tofu/node_output.go NodeApplyableOutput.Execute, as validate runs it on the root module,
# whose variables are unknown values marked sensitive or ephemeral as they are declared
# (evaluate.go GetInputVariable). validateEphemerality first (since 1.11): ephemeral = true on a
# root module output, at its header, and nothing else; a value that is ephemeral as a whole (it
# is not checked when it is unknown and unmarked itself: top:), without ephemeral = true, at the
# value. Then (since 1.6) a value that contains a sensitive variable, without sensitive = true,
# at the header.
block "output" {
  add {
    argument_forms = ["value=marked top:ephemeral sensitive"]
  }
}
diagnostic "output_ephemeral_root" {
  code     = "TOFU5306"
  severity = error
  summary  = "Invalid output configuration"
  detail   = "Root modules are not allowed to have outputs defined as ephemeral"
  params   = []
  role     = "output_ephemeral_root"
}
diagnostic "output_value_marked_ephemeral" {
  code     = "TOFU5307"
  severity = error
  summary  = "Output does not allow ephemeral value"
  detail   = "The value that was generated for the output is ephemeral, but it is not configured to allow one."
  params   = []
  role     = "output_value_marked_ephemeral"
}
diagnostic "output_value_marked_sensitive" {
  code     = "TOFU5308"
  severity = error
  summary  = "Output refers to sensitive values"
  detail   = "To reduce the risk of accidentally exporting sensitive data that was intended to be only internal, OpenTofu requires that any root module output containing sensitive data be explicitly marked as sensitive, to confirm your intent.\n\nIf you do intend to export this data, annotate the output value as sensitive by adding the following argument:\n    sensitive = true"
  params   = []
  role     = "output_value_marked_sensitive"
  subject  = block
}
drift "diagnostic" {
  name   = "Invalid output configuration"
  change = "extra"
  reason = "node_output.go (the graph's output node), outside the folders drift reads"
}
drift "diagnostic" {
  name   = "Output does not allow ephemeral value"
  change = "extra"
  reason = "node_output.go (the graph's output node), outside the folders drift reads"
}
drift "diagnostic" {
  name   = "Output refers to sensitive values"
  change = "extra"
  reason = "node_output.go (the graph's output node), outside the folders drift reads"
}

# ---- Rule: the kind of a for_each value (eval_for_each.go) -------------------------------------
# internal/lang/evalchecks/eval_for_each.go performTypeAndValueChecks (internal/tofu/eval_for_each.go
# before 1.8), as validate evaluates the for_each of resources of every mode
# (node_resource_validate.go validateForEach) and of module calls (node_module_expand.go), tuples
# not allowed: a literal that is no map, object or set (a tuple or object constructor, a string,
# a number, a bool), at the value. The same text since 1.6.
block "resource" {
  add {
    argument_forms = ["for_each=kinds map object set"]
  }
}
block "data" {
  add {
    argument_forms = ["for_each=kinds map object set"]
  }
}
block "ephemeral" {
  add {
    argument_forms = ["for_each=kinds map object set"]
  }
}
block "module" {
  add {
    argument_forms = ["for_each=kinds map object set"]
  }
}
diagnostic "resource_for_each_kind" {
  code     = "TOFU5309"
  severity = error
  summary  = "Invalid for_each argument"
  detail   = "The given \"for_each\" argument value is unsuitable: the \"for_each\" argument must be a map, or set of strings, and you have provided a value of type {type}."
  params   = ["type"]
  role     = "resource_for_each_kind"
}
diagnostic "data_for_each_kind" {
  code     = "TOFU5310"
  severity = error
  summary  = "Invalid for_each argument"
  detail   = "The given \"for_each\" argument value is unsuitable: the \"for_each\" argument must be a map, or set of strings, and you have provided a value of type {type}."
  params   = ["type"]
  role     = "data_for_each_kind"
}
diagnostic "ephemeral_for_each_kind" {
  code     = "TOFU5311"
  severity = error
  summary  = "Invalid for_each argument"
  detail   = "The given \"for_each\" argument value is unsuitable: the \"for_each\" argument must be a map, or set of strings, and you have provided a value of type {type}."
  params   = ["type"]
  role     = "ephemeral_for_each_kind"
}
diagnostic "module_for_each_kind" {
  code     = "TOFU5312"
  severity = error
  summary  = "Invalid for_each argument"
  detail   = "The given \"for_each\" argument value is unsuitable: the \"for_each\" argument must be a map, or set of strings, and you have provided a value of type {type}."
  params   = ["type"]
  role     = "module_for_each_kind"
}
drift "diagnostic" {
  name   = "Invalid for_each argument"
  change = "extra"
  reason = "eval_for_each.go (the graph's evaluation of for_each), outside the folders drift reads"
}
