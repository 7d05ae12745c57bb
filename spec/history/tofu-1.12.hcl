# OpenTofu language spec: OpenTofu v1.12.
#
# Release described: opentofu/opentofu tag v1.12.6 at b4305e5a5d (version/VERSION "1.12.6").
# It is OpenTofu v1.11 (tofu-1.11.hcl, which this file extends) plus what v1.12 changed: the
# "language" block (the edition and experiments move there from "terraform", and
# compatible_with), the concluded experiments and the TF2021 edition gone, variable "const"
# with its static-context rule, lifecycle "destroy", import "identity" with its one-of rules. On
# v1.12 a lone string/number/bool/any is still a managed resource type; the current language,
# spec/tofu.hcl, extends this file with main's changes. Written from the whole v1.12 spec by
# `reserve-gen delta --base tofu-1.11.hcl`, and proved against the v1.12.6 sources by
# `reserve-gen drift` (tests/drift_shipped.t). Messages are OpenTofu's exact strings; Go verbs
# became {placeholders}. The comments are ours.

language "opentofu" {
  extends = "tofu-1.11.hcl"
  c_prefix = "tofu112"
  version = "1.12.6"
  commit = "b4305e5a5d"
  experiments_in = "language"
  edition_in = "language"
  edition_attribute = "edition"
}

remove {
  features = ["variable_validation", "module_variable_optional_attrs", "provider_sensitive_attrs", "config_driven_move", "preconditions_postconditions"]
  editions = ["TF2021"]
  diagnostics = ["incompatible_module_call", "experiment_concluded", "experiment_active", "experiments_not_allowed", "experiment_parse_error"]
}

root "terraform" {
  static_attributes = ["workspace"]
}

root "tofu" {
  static_attributes = ["workspace"]
}

block "language" {
    meta_arguments = ["edition", "experiments"]
    meta_blocks = ["compatible_with"]
    since = "1.12"
    static_arguments = ["edition", "experiments"]
    strict = true
  block "compatible_with" {
      meta_arguments = ["opentofu"]
      since = "1.12"
      argument_forms = ["opentofu=constant", "opentofu=compatibility"]
  }
}

block "terraform" {
    argument_forms = ["required_version=compatibility .tofu .tofu.json"]
}

block "variable" {
    meta_arguments = ["description", "default", "type", "sensitive", "ephemeral", "const", "deprecated", "nullable"]
    argument_forms = ["type=type", "default=default", "default=constant", "nullable=nullable", "deprecated=deprecation label", "description=constant", "description=decode string", "sensitive=constant", "sensitive=decode bool", "deprecated=constant", "deprecated=decode string", "ephemeral=constant", "ephemeral=decode bool", "nullable=constant", "nullable=decode bool", "const=constant", "const=decode bool"]
    static_opt_out = "const"
}

block "resource" {
  block "lifecycle" {
      meta_arguments = ["create_before_destroy", "prevent_destroy", "destroy", "ignore_changes", "replace_triggered_by", "enabled"]
      argument_forms = ["ignore_changes=attribute_paths all", "replace_triggered_by=triggers", "create_before_destroy=constant", "create_before_destroy=decode bool"]
  }
}

block "import" {
    meta_arguments = ["to", "id", "identity", "provider", "for_each"]
    required_arguments = ["to"]
    one_of = ["id", "identity"]
}

edition "tofu2024" {
  default = true
  since = "1.12"
}

diagnostic "language_override" {
  code = "TOFU2001"
  severity = error
  summary = "Language selections in override file"
  detail = "Language-related settings in \"language\" blocks are not allowed in override files. Place these settings in a normal configuration file."
  role = "language_override"
}

diagnostic "edition_invalid" {
  detail = "The \"edition\" argument expects a bare language edition keyword. OpenTofu {version} supports only language edition {edition}, which is the default."
}

diagnostic "edition_unsupported_tf" {
  code = "TOFU2003"
  severity = error
  summary = "Unsupported language edition"
  detail = "OpenTofu v{version} does not support language edition \"{edition}\". This module may be intended for use with other software."
  params = ["version", "edition"]
  role = "edition_unsupported_tf"
}

diagnostic "compatible_with_duplicate" {
  code = "TOFU2008"
  severity = error
  summary = "Duplicate compatible_with block"
  detail = "Each language block may have at most one compatible_with block referring to OpenTofu. The OpenTofu version constraint was already declared at {range}."
  params = ["range"]
  role = "compatible_with_duplicate"
}

diagnostic "compatible_with_ineffective" {
  code = "TOFU2009"
  severity = warning
  summary = "Ineffective version constraint"
  detail = "The compatible_with block was added in OpenTofu v1.12.0, so any constraint specified this way should exclude earlier versions of OpenTofu, such as by including \">= 0.12.0\".\n\nIf your module must be compatible with earlier versions of OpenTofu, use the required_version argument in a \"terraform\" block in a file named with the .tofu suffix, which is an older way to specify OpenTofu version constraints."
  role = "compatible_with_ineffective"
}

diagnostic "incompatible_module" {
  summary = "Incompatible module"
  detail = "This module is not compatible with OpenTofu v{version}.\n\nTo proceed, either choose another supported OpenTofu version or update this version constraint. Version constraints are normally set for good reason, so updating the constraint may lead to other errors or unexpected behavior."
}

diagnostic "ephemeral_lifecycle_argument" {
  subject = block
}

diagnostic "import_one_of_missing" {
  code = "TOFU3155"
  severity = error
  summary = "Missing required import argument"
  detail = "One of 'id' or 'identity' must be specified in an import block to identify the resource instance to import."
  role = "import_one_of_missing"
}

diagnostic "import_one_of_conflict" {
  code = "TOFU3156"
  severity = error
  summary = "Conflicting import arguments"
  detail = "Only one of 'id' or 'identity' can be specified in an import block. 'id' identifies the resource instance by its ID, while 'identity' identifies the resource instance by its Resource Identity. Choose one method to identify the resource instance to import."
  role = "import_one_of_conflict"
}

diagnostic "static_opt_out_variable" {
  code = "TOFU5240"
  severity = error
  summary = "Unable to use variable in static context"
  detail = "The variable \"{name}\" cannot be used in a static context, because it is declared as \"const = false\"."
  params = ["name"]
  role = "static_opt_out_variable"
}

# internal/experiments still registers the five concluded experiments, but since v1.12 no reader
# asks the registry (the language block refuses every keyword, the terraform block's experiments
# are ignored), so naming one never shows its conclusion message.
drift "experiment" {
  name = "*"
  where = "concluded"
  change = "missing"
  reason = "registered but unreachable: no configuration reader consults the registry in v1.12"
}


change "feature:variable_validation" {
  note = "The experiments that concluded before 1.6 are no longer known by name: drop them from terraform { experiments = [...] }."
}
change "edition:TF2021" {
  note = "The language edition TF2021 is gone: drop terraform { language = TF2021 }."
}
