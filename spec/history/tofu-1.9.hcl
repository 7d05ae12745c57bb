# OpenTofu language spec: OpenTofu v1.9.
#
# Release described: opentofu/opentofu tag v1.9.4 at 8053640205 (version/VERSION "1.9.4").
# It is OpenTofu v1.8 (tofu-1.8.hcl, which this file extends) plus what v1.9 changed: provider
# for_each (a provider block's for_each, evaluated statically, needs an alias; references to
# provider configurations take an instance key, provider.NAME.ALIAS[KEY], with the loader's
# checks of keys against for_each), the "tofu" root (tofu.workspace, the same object as
# terraform.workspace), variable validations that refer to other objects, override blocks in
# mock providers, and the corrected provisioner escaping-block text. Drafted by `reserve-gen
# draft --like tofu-1.10.hcl` from the v1.8.11 and v1.9.4 sources, and proved against v1.9.4 by
# `reserve-gen drift` (tests/drift_shipped.t). Messages are OpenTofu's exact strings; Go verbs
# became {placeholders}. The comments are ours.

language "opentofu" {
  extends              = "tofu-1.8.hcl"
  c_prefix             = "tofu19"
  version              = "1.9.4"
  commit               = "8053640205"
  # provisioner.go onlySelfRefs: a destroy-time provisioner may refer to tofu.* too.
  self_only_references = ["self", "path", "terraform", "tofu", "count.index", "each.key"]
}

# A validation may refer to other objects now (named_values.go): only the reference to the
# variable itself is still required of its condition.
remove {
  diagnostics = ["validation_condition_only_self", "validation_error_message_only_self"]
}

root "tofu" {
  invalid_attribute  = "terraform_attr_invalid"
  removed_attributes = ["env"]
  removed_attribute  = "terraform_env"
  form       = name
  subject    = "TerraformAttr"
  alias      = true
  attributes = ["workspace"]
  refers     = "the same object as \"terraform\", under OpenTofu's own name"
  since      = "1.9"
}

# for_each is evaluated statically (Provider.decodeStaticFields), and needs an alias.
block "provider" {
  argument_forms = ["alias=constant", "alias=decode string", "alias=alias", "version=constant", "version=version",
                    "for_each=static"]
  add {
    meta_arguments = ["for_each"]
  }
  remove {
    reserved_arguments = ["for_each"]
  }
}

block "provider" {
  test_file = true
  add {
    meta_arguments = ["for_each"]
  }
  remove {
    reserved_arguments = ["for_each"]
  }
}

block "variable" {
  block "validation" {
    argument_forms = ["condition=condition", "condition=refers_to_self"]
  }
}

# validateOverrideResources: one override per target among a mock provider's override_resource
# and override_data blocks together, at the mock provider's header.
block "mock_provider" {
  test_file = true
  add {
    meta_blocks = ["override_resource", "override_data"]
  }
  block "override_resource" {
    static_arguments   = ["target"]
    meta_arguments     = ["target", "values"]
    argument_forms     = ["values=constant", "values=object"]
    required_arguments = ["target"]
    strict             = true
    unique_target      = "target"
    target_group       = "override_resource"
  }

  block "override_data" {
    static_arguments   = ["target"]
    meta_arguments     = ["target", "values"]
    argument_forms     = ["values=constant", "values=object"]
    required_arguments = ["target"]
    strict             = true
    unique_target      = "target"
    target_group       = "override_resource"
  }
}

diagnostic "duplicate_escaping_block_provisioner" {
  code     = "TOFU3022"
  severity = error
  summary  = "Duplicate escaping block"
  detail   = "The special block type \"_\" can be used to force particular arguments to be interpreted as provisioner-type-specific rather than as meta-arguments, but each provisioner block can have only one such block. The first escaping block was at {range}."
  params   = ["range"]
  role     = "duplicate_escaping_block_provisioner"
}

diagnostic "provider_for_each_alias" {
  code     = "TOFU3032"
  severity = error
  summary  = "Alias required when using \"for_each\""
  detail   = "The for_each argument is allowed only for provider configurations with an alias."
  params   = []
  role     = "provider_for_each_alias"
}

# {argument} is the argument name, e.g. provider.
diagnostic "provider_ref_invalid" {
  code     = "TOFU3035"
  severity = error
  summary  = "Invalid provider configuration reference"
  detail   = "The {argument} argument requires a provider type name, optionally followed by a period and then a configuration alias and optional instance key."
  params   = ["argument"]
  role     = "provider_ref_invalid"
}

# No final period in OpenTofu's text.
diagnostic "provider_ref_key" {
  code     = "TOFU3037"
  severity = error
  summary  = "Invalid provider configuration reference"
  detail   = "Provider assignment requires an alias when specifying an instance key, in the form of provider.name[instance_key]"
  params   = []
  role     = "provider_ref_key"
}

# provider_validation.go, once the module loaded without error (validateProviderConfigs and
# ProviderConfigRef.InstanceValidation): {type} is "module" for a module call's providers, else
# "resource".
diagnostic "provider_ref_child_key" {
  code     = "TOFU3150"
  severity = error
  summary  = "Invalid module provider configuration"
  detail   = "Instance keys are not allowed on the left side of a provider configuration assignment."
  params   = []
  role     = "provider_ref_child_key"
}

# A key without an alias is already a load error (provider_ref_key), so a clean load never
# reaches this one.
diagnostic "provider_instance_no_alias" {
  code     = "TOFU3151"
  severity = error
  summary  = "Invalid {type} provider configuration"
  detail   = "An instance key can be specified only for a provider configuration which has an alias and uses for_each."
  params   = ["type"]
  role     = "provider_instance_no_alias"
}

diagnostic "provider_instance_unused" {
  code     = "TOFU3153"
  severity = error
  summary  = "Invalid {type} provider configuration"
  detail   = "An instance key can be specified only for a provider configuration that uses for_each."
  params   = ["type"]
  role     = "provider_instance_unused"
}

diagnostic "provider_instance_missing" {
  code     = "TOFU3154"
  severity = error
  summary  = "Invalid {type} provider configuration"
  detail   = "A reference to a provider configuration which uses for_each requires an instance key. Passing a collection of provider instances into a child module is not allowed."
  params   = ["type"]
  role     = "provider_instance_missing"
}

# MockProvider.validateOverrideResources: an override_resource or override_data block of a
# mock_provider block with the target of an earlier one of either type, once for each later one;
# {address} as addrs.ConfigResource prints it; at the mock provider's header.
diagnostic "mock_provider_override_resource_duplicate_target" {
  code     = "TOFU5212"
  severity = error
  summary  = "Duplicated `override_resource` block"
  detail   = "`override_resource` with target `{address}` is already defined in `mock_provider` block."
  params   = ["address", "range"]
  role     = "mock_provider_override_resource_duplicate_target"
  subject  = block
}

diagnostic "mock_provider_override_data_duplicate_target" {
  code     = "TOFU5213"
  severity = error
  summary  = "Duplicated `override_data` block"
  detail   = "`override_data` with target `{address}` is already defined in `mock_provider` block."
  params   = ["address", "range"]
  role     = "mock_provider_override_data_duplicate_target"
  subject  = block
}

# Deliberate differences from the source (reserve-gen drift; doc/drift.md), besides those of
# the specs this one extends.
drift "diagnostic" {
  name   = "Invalid value for input variable"
  change = "missing"
  reason = "static_scope.go: the values given to the root module's variables"
}
drift "diagnostic" {
  name   = "Required variable not set"
  change = "missing"
  reason = "static_scope.go: the values given to the root module's variables"
}
drift "diagnostic" {
  name   = "Invalid default value for module argument"
  change = "missing"
  reason = "static_scope.go: a default converted during static evaluation"
}
drift "diagnostic" {
  name   = "Provider configuration for_each matches *"
  change = "missing"
  reason = "compares a provider's for_each expression with a resource's, evaluated"
}
