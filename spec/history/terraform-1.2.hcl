# Terraform language spec: Terraform v1.2.
#
# Release described: hashicorp/terraform tag v1.2.9 at 2bed243125 (version/version.go
# "1.2.9", the last v1.2 release). It is Terraform v1.1 (terraform-1.1.hcl, which this file
# extends) plus what v1.2 changed in the language: preconditions and postconditions (the
# preconditions_postconditions experiment concluded) in resource and data lifecycle blocks
# and preconditions in outputs, a data block's lifecycle block (v1.1 refused any), a
# resource lifecycle's replace_triggered_by, a validation rule's error message that may refer
# to its variable (v1.1 wanted a constant sentence), and registry module addresses parsed when
# a module block sets a version. It was written from the whole v1.2 spec by
# `reserve-gen delta --base terraform-1.1.hcl`, and is proved against v1.2.9 by
# `reserve-gen drift` (tests/drift_shipped.t). Terraform v1.3 (terraform-1.3.hcl) extends this
# file with the changes of PR #31154.

language "terraform" {
  extends = "terraform-1.1.hcl"
  c_prefix = "tf12"
  version = "1.2.9"
  commit = "2bed243125"
}

remove {
  diagnostics = ["lifecycles_not_allowed"]
}

block "terraform" {
    meta_blocks = ["backend", "cloud", "required_providers", "provider_meta"]
}

block "variable" {
    argument_forms = ["type=type", "default=default", "default=constant", "nullable=nullable", "description=constant", "description=decode string", "sensitive=constant", "sensitive=decode bool", "nullable=constant", "nullable=decode bool"]
  block "validation" {
      argument_forms = ["condition=condition", "condition=only_self", "condition=refers_to_self", "error_message=only_self"]
  }
}

block "output" {
    meta_blocks = ["precondition", "postcondition"]
  block "precondition" {
      meta_arguments = ["condition", "error_message"]
      strict = true
      argument_forms = ["condition=condition"]
      required_arguments = ["condition", "error_message"]
  }
}

block "resource" {
  block "lifecycle" {
      meta_arguments = ["create_before_destroy", "prevent_destroy", "ignore_changes", "replace_triggered_by"]
      meta_blocks = ["precondition", "postcondition"]
    block "precondition" {
        meta_arguments = ["condition", "error_message"]
        strict = true
        argument_forms = ["condition=condition", "condition=no_self_reference", "error_message=no_self_reference"]
        required_arguments = ["condition", "error_message"]
    }
    block "postcondition" {
        meta_arguments = ["condition", "error_message"]
        self_context = true
        strict = true
        argument_forms = ["condition=condition", "condition=no_self_reference", "error_message=no_self_reference"]
        required_arguments = ["condition", "error_message"]
    }
  }
}

block "data" {
  block "lifecycle" {
      meta_blocks = ["precondition", "postcondition"]
      unique = true
      strict = true
    block "precondition" {
        meta_arguments = ["condition", "error_message"]
        strict = true
        argument_forms = ["condition=condition", "condition=no_self_reference", "error_message=no_self_reference"]
        required_arguments = ["condition", "error_message"]
    }
    block "postcondition" {
        meta_arguments = ["condition", "error_message"]
        self_context = true
        strict = true
        argument_forms = ["condition=condition", "condition=no_self_reference", "error_message=no_self_reference"]
        required_arguments = ["condition", "error_message"]
    }
  }
}

feature "preconditions_postconditions" {
  state = concluded
  since = "1.2"
  message = "Condition blocks can now be used by default, without enabling an experiment."
}

diagnostic "data_lifecycle_argument" {
  code = "TF3023"
  severity = error
  summary = "Invalid data resource lifecycle argument"
  detail = "The lifecycle argument \"{name}\" is defined only for managed resources (\"resource\" blocks), and is not valid for data resources."
  params = ["name"]
  role = "data_lifecycle_argument"
}

diagnostic "postconditions_not_allowed" {
  code = "TF3026"
  severity = error
  summary = "Postconditions are not allowed"
  detail = "Output values can only have preconditions, not postconditions."
  role = "postconditions_not_allowed"
}

diagnostic "self_no_context" {
  detail = "The \"self\" object is not available in this context. This object can be used only in resource provisioner, connection, and postcondition blocks."
}

diagnostic "replace_triggered_by_each" {
  code = "TF4014"
  severity = error
  summary = "Invalid each reference in replace_triggered_by expression"
  detail = "Only each.key may be used in replace_triggered_by."
  role = "replace_triggered_by_each"
}

diagnostic "replace_triggered_by_count" {
  code = "TF4015"
  severity = error
  summary = "Invalid count reference in replace_triggered_by expression"
  detail = "Only count.index may be used in replace_triggered_by."
  role = "replace_triggered_by_count"
}

diagnostic "replace_triggered_by_reference" {
  code = "TF4016"
  severity = error
  summary = "Invalid reference in replace_triggered_by expression"
  detail = "Only resources, count.index, and each.key may be used in replace_triggered_by."
  role = "replace_triggered_by_reference"
}

diagnostic "replace_triggered_by_missing" {
  code = "TF4017"
  severity = error
  summary = "Invalid replace_triggered_by expression"
  detail = "Missing resource reference in replace_triggered_by expression."
  role = "replace_triggered_by_missing"
}

diagnostic "replace_triggered_by_multiple" {
  code = "TF4018"
  severity = error
  summary = "Invalid replace_triggered_by expression"
  detail = "Multiple resource references in replace_triggered_by expression."
  role = "replace_triggered_by_multiple"
}

diagnostic "condition_constant" {
  code = "TF5207"
  severity = error
  summary = "Invalid {type} expression"
  detail = "The condition expression must refer to at least one object from elsewhere in the configuration, or else its result would not be checking anything."
  params = ["type"]
  role = "condition_constant"
}

diagnostic "condition_self_reference" {
  code = "TF5208"
  severity = error
  summary = "Invalid reference in {type}"
  detail = "Configuration for {address} may not refer to itself."
  params = ["type", "address"]
  role = "condition_self_reference"
}

diagnostic "condition_override" {
  code = "TF5209"
  severity = error
  summary = "Can't override {type} blocks"
  detail = "Override files cannot override \"{type}\" blocks."
  params = ["type"]
  role = "condition_override"
}

diagnostic "module_source_registry_invalid" {
  code = "TF5214"
  severity = error
  summary = "Invalid registry module source address"
  detail = "Failed to parse module registry address: {error}.\n\nTerraform assumed that you intended a module registry source address because you also set the argument \"version\", which applies only to registry modules."
  params = ["error"]
  role = "module_source_registry_invalid"
}

diagnostic "validation_error_message_only_self" {
  code = "TF5238"
  severity = error
  summary = "Invalid reference in variable validation"
  detail = "The error message for variable \"{name}\" can only refer to the variable itself, using var.{name}."
  params = ["name"]
  role = "validation_error_message_only_self"
}

# ---------------------------------------------------------------------------------------
# Deliberate differences from the source (reserve-gen drift; doc/drift.md), beside those
# inherited from terraform-1.1.hcl: v1.2's provider_validation.go reworded the module tree's
# provider checks, which no rule models.
# ---------------------------------------------------------------------------------------

drift "diagnostic" {
  name = "Missing required provider configuration"
  change = "missing"
  reason = "provider_validation.go: what a child module expects its caller to pass"
}

drift "diagnostic" {
  name = "Provider type mismatch"
  change = "missing"
  reason = "provider_validation.go: provider local names compared between a module and its caller"
}

drift "diagnostic" {
  name = "Reference to undefined provider"
  change = "missing"
  reason = "provider_validation.go: a provider passed to, or inherited by, a child module that does not require it"
}

drift "diagnostic" {
  name = "Module is incompatible with count, for_each, and depends_on"
  change = "missing"
  reason = "provider_validation.go: a call with count, for_each or depends_on to a child module that has its own provider configurations"
}

drift "diagnostic" {
  name = "Duplicate required provider"
  change = "missing"
  reason = "provider_validation.go validateProviderConfigs runs over the module tree, comparing required_providers with the providers the resources and provider blocks imply"
}

drift "diagnostic" {
  name = "Invalid provider local name"
  where = "configs"
  change = "missing"
  reason = "provider_validation.go: a local name implied by a resource type, checked over the module tree (a written name is provider_local_name_invalid)"
}

drift "diagnostic" {
  name = "Redundant empty provider block"
  change = "missing"
  reason = "provider_validation.go: an empty provider block in a child module that receives its configuration from the caller"
}
