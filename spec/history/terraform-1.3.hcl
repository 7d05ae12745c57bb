# Terraform language spec: Terraform v1.3.
#
# Release described: hashicorp/terraform tag v1.3.10 at 2ec92b3942 (version/version.go
# "1.3.10", the last v1.3 release). It is Terraform v1.2 (terraform-1.2.hcl, which this file extends) plus what v1.3
# changed in the language, the model case being PR #31154: the module_variable_optional_attrs
# experiment concluded into optional(type, default) in object type constraints, and the
# experimental defaults() function it had is gone. Also: three new functions, and the
# wording of the active-experiment warning (experiments are for alpha releases only now).
#
# Where the facts come from: the Terraform sources on the v1.3 branch
# (internal/experiments/experiment.go, internal/configs/experiments.go,
# internal/lang/functions.go), compared with those of v1.2.

language "terraform" {
  extends  = "terraform-1.2.hcl"
  c_prefix = "tf13"
  version  = "1.3.10"
  commit   = "2ec92b3942"
}

# registerConcludedExperiment(ModuleVariableOptionalAttrs, ...): naming it is an error now.
# It is also exempt: sniffActiveExperiments lets a list that names it (and no other experiment)
# through, so that its entries get their own diagnostics, this one's "Experiment has concluded".
feature "module_variable_optional_attrs" {
  state   = concluded
  exempt  = true
  since   = "1.3"
  message = "The final feature corresponding to this experiment differs from the experimental form and is available in the Terraform language from Terraform v1.3.0 onwards."
}

# Experiments are for alpha releases only now (sniffActiveExperiments with allowed false, as in
# every release build): any experiments argument is refused at its name, the exempt feature
# alone aside. Its entries are not read then (the list's own diagnostics are dropped too).
diagnostic "experiments_unavailable" {
  code     = "TF2016"
  severity = error
  summary  = "Module uses experimental features"
  detail   = "Experimental features are intended only for gathering early feedback on new language designs, and so are available only in alpha releases of Terraform."
  role     = "experiments_unavailable"
}

diagnostic "experiment_active" {
  code     = "TF2013"
  severity = warning
  summary  = "Experimental feature \"{name}\" is active"
  detail   = "Experimental features are available only in alpha releases of Terraform and are subject to breaking changes or total removal in later versions, based on feedback. We recommend against using experimental features in production.\n\nIf you have feedback on the design of this feature, please open a GitHub issue to discuss it."
  params   = ["name"]
  role     = "experiment_active"
}

# defaults and optional no longer belong to the experiment: they are defined anew below, each in
# its base entry's place, without the base's feature keys (a block that only named them would
# change them, keeping those keys).
remove {
  functions = ["defaults"]
  types     = ["optional"]
}

# Functions: v1.3's internal/lang/functions.go no longer lists defaults (a call is "Call to
# unknown function"), and lists three new ones.
function "defaults" {
  since = "0.14"
  until = "1.3"
}

function "endswith" {
  since     = "1.3"
  signature = "(str string, suffix string)"
}
function "startswith" {
  since     = "1.3"
  signature = "(str string, prefix string)"
}
function "timecmp" {
  since     = "1.3"
  signature = "(timestamp_a string, timestamp_b string)"
}

# Type constraints: v1.3 reads them with hcl's own ext/typeexpr (hcl v2.16.0 as go.mod
# requires it), TypeConstraintWithDefaults: optional(TYPE, DEFAULT) with no experiment, and
# "any(...)" has a message of its own. Object keys are not checked for uniqueness before
# hcl v2.20.
type "optional" {
  form             = optional
  default_argument = true
  since            = "1.3"
}

diagnostic "type_dynamic_arguments" {
  code     = "TF5103"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Type constraint keyword \"{name}\" does not expect arguments."
  params   = ["name"]
  role     = "type_dynamic_arguments"
}

diagnostic "type_optional_arguments" {
  code     = "TF5114"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Optional attribute modifier expects at most two arguments: the attribute type, and a default value."
  role     = "type_optional_arguments"
}

# v1.3's internal/terraform/evaluate.go mends v1.2's "in which it unavailable".
diagnostic "each_value_unavailable" {
  code     = "TF4005"
  severity = error
  summary  = "each.value cannot be used in this context"
  detail   = "A reference to \"each.value\" has been used in a context in which it is unavailable, such as when the configuration no longer contains the value in its \"for_each\" expression. Remove this reference to each.value in your configuration to work around this error."
  params   = []
}

# internal/terraform/eval_count.go: v1.3 changed the text for a negative count (the base's
# count_negative said "negative numbers are not supported").
diagnostic "count_negative" {
  code = "TF5343"
  severity = error
  summary = "Invalid count argument"
  detail = "The given \"count\" argument value is unsuitable: must be greater than or equal to zero."
  role = "count_negative"
}

# ---------------------------------------------------------------------------------------
# Deliberate differences from the source (reserve-gen drift; doc/drift.md), beside those
# inherited from terraform-1.2.hcl.
# ---------------------------------------------------------------------------------------

# v1.3 parses provider source addresses with the provider address library
# (terraform-registry-address's ParseProviderSource); v1.2 had the same texts in internal/addrs.
drift "diagnostic" {
  name   = "Invalid provider*"
  where  = "-"
  change = "extra"
  reason = "the provider address library's (terraform-registry-address ParseProviderSource), which v1.3 calls instead of v1.2's internal/addrs"
}

# Inherited from v1.2, whose checkModuleExperiments reported it; v1.3 concluded the
# experiment, so the rule (type feature_off, which needs the feature to be an experiment) is
# off, and the text is gone from the source.
drift "diagnostic" {
  name   = "Optional object type attributes are experimental"
  change = "extra"
  reason = "v1.2's text, inherited: in v1.3 the experiment is concluded, so the type_optional_experimental rule never runs and the source no longer has it"
}

change "function:defaults" {
  note = "defaults() is gone with the module_variable_optional_attrs experiment: give each attribute's default as the second argument of optional() in the variable's type constraint."
}
change "diagnostic:experiments_unavailable" {
  note = "Release builds refuse terraform { experiments = [...] } unless it names exactly module_variable_optional_attrs: delete an empty experiments argument."
}
