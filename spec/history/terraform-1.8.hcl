# Terraform language spec: Terraform v1.8.
#
# Release described: hashicorp/terraform tag v1.8.5 at 8f2d640b71 (version/version.go
# "1.8.5", the last v1.8 release). It is Terraform v1.7 (terraform-1.7.hcl, which this file
# extends) plus what v1.8 changed in the language: provider-defined functions, called as
# provider::NAME::FUNCTION with NAME in required_providers, and the core:: namespace for the
# built-in functions; a new function, issensitive; the unknown_instances experiment; and Terraform Cloud renamed HCP Terraform in the cloud block's messages.
# Drafted by `reserve-gen draft` from the v1.7.5 and v1.8.5 sources, each new item taken from
# ../terraform.hcl (main); proved against v1.8.5 by `reserve-gen drift`
# (tests/drift_shipped.t).

language "terraform" {
  extends = "terraform-1.7.hcl"
  version = "1.8.5"
  c_prefix = "tf18"
  commit = "8f2d640b71"
}

# registerCurrentExperiment(UnknownInstances): a current experiment in v1.8 (v1.9 concluded it
# into the deferred-actions work).
feature "unknown_instances" {
  state = experiment
  since = "1.8"
}
function "issensitive" {
  since     = "1.8"
  signature = "(value any?)"
}

# Provider-defined functions (internal/lang/functions.go, eval.go): calls of the form
# provider::NAME::FUNCTION, NAME declared in required_providers; core:: names the built-in
# functions.
namespace "provider" {
  form        = provider
  declared_in = "terraform/required_providers"
  undeclared  = "function_provider_undeclared"
  invalid     = "function_provider_missing"
  since       = "1.8"
}

namespace "core" {
  form       = builtin
  undeclared = "function_builtin_unknown"
  since      = "1.8"
}

diagnostic "function_builtin_unknown" {
  code     = "TF5002"
  severity = error
  summary  = "Unknown provider function"
  detail   = "The function namespace \"{namespace}\" is not valid. Provider function calls must use the \"provider::\" namespace prefix."
  params   = ["namespace"]
}

diagnostic "function_namespace_unknown" {
  code     = "TF5003"
  severity = error
  summary  = "Unknown provider function"
  detail   = "The function namespace \"{namespace}\" is not valid. Provider function calls must use the \"provider::\" namespace prefix."
  params   = ["namespace"]
  role     = "function_namespace_unknown"
}

diagnostic "function_provider_undeclared" {
  code     = "TF5004"
  severity = error
  summary  = "Unknown provider function"
  detail   = "There is no function named \"{name}\". Ensure that provider name \"{provider}\" is declared in this module's required_providers block, and that this provider offers a function named \"{function}\"."
  params   = ["name", "provider", "function"]
}

diagnostic "function_provider_missing" {
  code     = "TF5005"
  severity = error
  summary  = "Unknown provider function"
  detail   = "The function call must include the provider name after the \"provider::\" prefix."
}

diagnostic "module_duplicate_cloud" {
  code = "TF5259"
  severity = error
  summary = "Duplicate HCP Terraform configurations"
  detail = "A module may have only one 'cloud' block configuring HCP Terraform or Terraform Enterprise. The 'cloud' block was previously configured at {range}."
  params = ["range"]
  role = "module_duplicate_cloud"
}

# module.go: Terraform Cloud is "HCP Terraform" now, in the texts about cloud blocks.
diagnostic "override_duplicate_cloud" {
  summary = "Duplicate HCP Terraform configurations"
  detail  = "A module may have only one 'cloud' block configuring HCP Terraform or Terraform Enterprise. The 'cloud' block was previously configured at {range}."
}

diagnostic "module_exclusive_backend_cloud" {
  summary = "Both a backend and cloud configuration are present"
  detail  = "A module may declare either one 'cloud' block OR one 'backend' block configuring a state backend. The 'cloud' block is configured at {other_range}; a backend is configured at {range}. Remove the backend block to configure HCP Terraform or Terraform Enteprise."
}

# ---------------------------------------------------------------------------------------
# Deliberate differences from the source (reserve-gen drift; doc/drift.md), beside those
# inherited from terraform-1.7.hcl.
# ---------------------------------------------------------------------------------------

drift "diagnostic" {
  name   = "Cannot find configuration source code"
  change = "missing"
  reason = "source_bundle_parser.go: configurations read from a pre-installed source bundle (Terraform Stacks), not from a module's folder"
}
drift "diagnostic" {
  name   = "Cannot read Terraform configuration"
  change = "missing"
  reason = "source_bundle_parser.go: configurations read from a pre-installed source bundle (Terraform Stacks), not from a module's folder"
}
drift "diagnostic" {
  name   = "Missing Terraform configuration"
  change = "missing"
  reason = "source_bundle_parser.go: configurations read from a pre-installed source bundle (Terraform Stacks), not from a module's folder"
}
