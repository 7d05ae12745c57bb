# OpenTofu language spec: OpenTofu v1.7.
#
# Release described: opentofu/opentofu tag v1.7.10 at 818919d6d9 (version/VERSION "1.7.10").
# It is OpenTofu v1.6 (tofu-1.6.hcl, which this file extends) plus what v1.7 changed: the
# removed block (from only), state encryption (terraform's encryption block), import blocks
# with for_each and a "to" whose keys are expressions, provider-defined functions and the
# function namespaces provider:: and core:: (ParseRef reads provider::NAME::FUNC roots), the
# functions base64gunzip, cidrcontains, issensitive, templatestring and urldecode, and a run
# block's name an identifier; the check that an import's "to" is no moved block's "from" is
# gone. Drafted by `reserve-gen draft --like tofu-1.10.hcl` from the v1.6.3 and v1.7.10
# sources, and proved against v1.7.10 by `reserve-gen drift` (tests/drift_shipped.t).
# Messages are OpenTofu's exact strings; Go verbs became {placeholders}. The comments are ours.

language "opentofu" {
  extends            = "tofu-1.6.hcl"
  c_prefix           = "tofu17"
  version            = "1.7.10"
  commit             = "818919d6d9"
  function_namespace = "provider"
}

# decodeRemovedBlock: from alone, an address (hcl.AbsTraversalForExpr, then
# addrs.ParseRemoveEndpoint); its lifecycle and provisioners came with v1.10.
block "removed" {
  static_arguments   = ["from"]
  meta_arguments     = ["from"]
  argument_forms     = ["from=address"]
  required_arguments = ["from"]
  strict             = true
  declares           = none
  since              = "1.7"
}

# for_each, and a "to" whose instance keys are expressions (absTraversalForImportToExpr).
block "import" {
  argument_forms = ["provider=provider", "to=address indexed"]
  add {
    meta_arguments = ["for_each"]
  }
}

# State encryption: one encryption block per module (module.go), its body the encryption's own.
block "terraform" {
  block "encryption" {
      since = "1.7"
      static_arguments = ["*"]
      module_unique = true
  }
  add {
    meta_blocks = ["encryption"]
  }
}

# The functions v1.7 added to internal/lang/functions.go.
function "base64gunzip" {
  since     = "1.7"
  signature = "(str string)"
}
function "cidrcontains" {
  since     = "1.7"
  signature = "(containing_prefix string, contained_ip_or_prefix string)"
}
function "issensitive" {
  since     = "1.7"
  signature = "(value any?)"
}
function "templatestring" {
  since     = "1.7"
  signature = "(data string, vars any)"
}
function "urldecode" {
  since     = "1.7"
  signature = "(str string)"
}

# Every function is also core::NAME (Scope.Functions); provider::NAME::FUNC and
# provider::NAME::ALIAS::FUNC are provider functions (internal/addrs/provider_function.go),
# whose NAME must be in the module's required_providers (ProviderFunctionTransformer).
namespace "provider" {
  form        = provider
  declared_in = "terraform/required_providers"
  undeclared  = "function_provider_undeclared"
  aliases     = true
  since       = "1.7"
}

namespace "core" {
  form       = builtin
  undeclared = "function_builtin_unknown"
  since      = "1.7"
}

diagnostic "function_builtin_unknown" {
  code     = "TOFU5002"
  severity = error
  summary  = "Call to unknown function"
  detail   = "There is no builtin ({namespace}::) function named \"{function}\"."
  params   = ["namespace", "function"]
}

diagnostic "function_namespace_unknown" {
  code     = "TOFU5003"
  severity = error
  summary  = "Unknown function namespace"
  detail   = "Function \"{name}\" does not exist within a valid namespace ({namespaces})"
  params   = ["name", "namespaces"]
  role     = "function_namespace_unknown"
}

diagnostic "function_provider_undeclared" {
  code     = "TOFU5004"
  severity = error
  summary  = "Unknown function provider"
  detail   = "Provider \"{provider}\" does not exist within the required_providers of this module"
  params   = ["provider"]
}

# mergeFile refuses removed blocks in override files; module.go, one encryption block.
diagnostic "override_refused_removed" {
  code = "TOFU3100"
  severity = error
  summary = "Cannot override 'Removed' blocks"
  detail = "Removed blocks can appear only in normal files, not in override files."
  role = "override_refused_removed"
}

diagnostic "module_duplicate_encryption" {
  code = "TOFU3109"
  severity = error
  summary = "Duplicate encryption configuration"
  detail = "A module may have only one encryption configuration. Encryption was previously configured at {range}."
  params = ["range"]
  role = "module_duplicate_encryption"
}

diagnostic "override_duplicate_encryption" {
  code = "TOFU3110"
  severity = error
  summary = "Duplicate encryption configuration"
  detail = "Each override file may have only one encryption configuration. Encryption was previously configured at {range}."
  params = ["range"]
  role = "override_duplicate_encryption"
}

# absTraversalForImportToExpr: the first part of an import's "to" that is neither a traversal
# nor an index.
diagnostic "import_to_address" {
  code = "TOFU3147"
  severity = error
  summary = "Invalid import address expression"
  detail = "Import address must be a reference to a resource's address, and only allows for indexing with dynamic keys. For example: module.my_module[expression1].aws_s3_bucket.my_buckets[expression2] for resources inside of modules, or simply aws_s3_bucket.my_bucket for a resource in the root module"
  role = "import_to_address"
}

# decodeTestRunBlock: a run block's name that is no identifier, at the label.
diagnostic "invalid_run_name" {
  code = "TOFU5217"
  severity = error
  summary = "Invalid run block name"
  detail = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  role = "invalid_run_name"
}

# ParseRef of a provider function reference; {name} is the whole root, e.g. provider::a::b::c::d.
diagnostic "ref_function" {
  code = "TOFU1010"
  severity = error
  summary = "Unable to parse provider function"
  detail = "invalid provider function \"{name}\": expected provider::<name>::<function> or provider::<name>::<alias>::<function>"
  params = ["name"]
  role = "ref_function"
}

# Deliberate differences from the source (reserve-gen drift; doc/drift.md), besides tofu-1.6's.
drift "diagnostic" {
  name   = "module_output_undeclared"
  change = "extra"
  reason = "hcl's GetAttr (traversal.go) on the object of a module call's outputs, outside the folders drift reads (until v1.7 configs' synth_body.go had a text of that summary: tofu-1.6's note)"
}
drift "diagnostic" {
  name   = "Call to unknown function"
  change = "different"
  reason = "the spec's text is hclsyntax's, for a name that is no function; the source's own, in internal/lang/eval.go, is for the core:: namespace, which the spec's namespace \"core\" reports"
}
drift "diagnostic" {
  name   = "Unknown function provider"
  change = "extra"
  reason = "the evaluation context's function lookup (internal/tofu/eval_context_builtin.go), outside the folders drift reads"
}

# The texts of "Unsupported attribute" are hcl's GetAttr (ops.go) and configschema's
# StaticValidateTraversal (for ignore_changes, node_resource_validate.go), outside the folders
# drift reads; from v1.7 the loader has no site with that summary (v1.6's synth_body.go is gone).
drift "diagnostic" {
  name   = "Unsupported attribute"
  change = "extra"
  reason = "hcl's GetAttr (ops.go) for the attribute_* diagnostics and module_output_undeclared; configschema's StaticValidateTraversal for ignore_changes"
}
