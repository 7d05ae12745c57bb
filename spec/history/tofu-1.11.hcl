# OpenTofu language spec: OpenTofu v1.11.
#
# Release described: opentofu/opentofu tag v1.11.14 at 6660af4bfe (version/VERSION "1.11.14").
# It is OpenTofu v1.10 (tofu-1.10.hcl, which this file extends) plus what v1.11 changed: the
# ephemeral root and block, ephemeral variables and outputs, lifecycle "enabled" on resources,
# data and module calls, the ephemeral resource's and the language's new messages. It was
# written from the whole v1.11 spec by `reserve-gen delta --base tofu-1.10.hcl`, and is proved
# against the v1.11.14 sources by `reserve-gen drift` (tests/drift_shipped.t). Messages are
# OpenTofu's exact strings; Go verbs became {placeholders}. The comments are ours.

language "opentofu" {
  extends = "tofu-1.10.hcl"
  c_prefix = "tofu111"
  version = "1.11.14"
  commit = "6660af4bfe"
  repetition_arguments = ["count", "enabled", "for_each"]
  attribute_suggestion = " Did you mean to set attribute \"{name}\" instead?"
}

root "ephemeral" {
  form = type_name
  subject = "Resource"
  instance_subject = "ResourceInstance"
  mode = "ephemeral"
  what = "an ephemeral resource"
  two_names = "the ephemeral resource type and its name"
  refers = "an ephemeral resource declared by an \"ephemeral\" block"
  since = "1.11"
  declared_by = ephemeral_resource
  undeclared = "undeclared_ephemeral"
}

root "terraform" {
  refers = "run information: the selected workspace and whether OpenTofu is applying"
  attributes = ["workspace", "applying"]
}

root "tofu" {
  attributes = ["workspace", "applying"]
}

block "variable" {
    meta_arguments = ["description", "default", "type", "sensitive", "ephemeral", "deprecated", "nullable"]
    argument_forms = ["type=type", "default=default", "default=constant", "nullable=nullable", "deprecated=deprecation label", "description=constant", "description=decode string", "sensitive=constant", "sensitive=decode bool", "deprecated=constant", "deprecated=decode string", "ephemeral=constant", "ephemeral=decode bool", "nullable=constant", "nullable=decode bool"]
}

block "output" {
    meta_arguments = ["description", "value", "depends_on", "sensitive", "ephemeral", "deprecated"]
    argument_forms = ["depends_on=references", "deprecated=deprecation", "description=constant", "description=decode string", "sensitive=constant", "sensitive=decode bool", "deprecated=constant", "deprecated=decode string", "ephemeral=constant", "ephemeral=decode bool", "value=marked top:ephemeral sensitive"]
}

block "module" {
    meta_blocks = ["lifecycle"]
    reserved_blocks = ["locals", "provider"]
  block "lifecycle" {
      meta_arguments = ["enabled"]
      since = "1.11"
      unique = true
      strict = true
  }
}

block "resource" {
  block "lifecycle" {
      meta_arguments = ["create_before_destroy", "prevent_destroy", "ignore_changes", "replace_triggered_by", "enabled"]
  }
}

block "data" {
  block "lifecycle" {
      meta_arguments = ["enabled"]
  }
}

block "ephemeral" {
    labels = ["type", "name"]
    meta_arguments = ["count", "for_each", "provider", "depends_on"]
    meta_blocks = ["lifecycle"]
    reserved_blocks = ["locals"]
    escaping_block = true
    declares = ephemeral_resource
    since = "1.11"
    static_arguments = ["provider"]
    objects = "ephemeral resources"
    argument_forms = ["provider=provider", "depends_on=references", "count=instance_count", "for_each=kinds map object set"]
  block "lifecycle" {
      meta_arguments = ["enabled"]
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

block "mock_provider" {
    test_file = true
    meta_arguments = ["alias", "for_each"]
}

diagnostic "undeclared_resource" {
  detail = "There is no managed resource \"{type}\" \"{name}\" definition in {module}.{suggestion}"
}

diagnostic "undeclared_data" {
  detail = "There is no data resource \"{type}\" \"{name}\" definition in {module}.{suggestion}"
}

diagnostic "undeclared_ephemeral" {
  code = "TOFU1106"
  severity = error
  summary = "Reference to undeclared resource"
  detail = "There is no ephemeral resource \"{type}\" \"{name}\" definition in {module}.{suggestion}"
  params = ["type", "name", "module", "suggestion"]
}

diagnostic "meta_combination" {
  summary = "Invalid combination of {names}"
  detail = "The {names} meta-arguments are mutually-exclusive. Only one may be used to be explicit about the number of {objects} to be created."
  params = ["names", "objects"]
}

diagnostic "meta_combination_module" {
  summary = "Invalid combination of {names}"
  detail = "The {names} meta-arguments are mutually-exclusive. Only one should be used to be explicit about the number of module instances to be created."
  params = ["names"]
}

diagnostic "nested_data_meta_argument" {
  detail = "The \"{name}\" meta-argument is not supported within nested data blocks."
}

diagnostic "duplicate_lifecycle_ephemeral" {
  code = "TOFU3010"
  severity = error
  summary = "Duplicate lifecycle block"
  detail = "This ephemeral resource already has a lifecycle block at {range}."
  params = ["range"]
  role = "duplicate_lifecycle_ephemeral"
}

diagnostic "duplicate_escaping_block_ephemeral" {
  role = "duplicate_escaping_block_ephemeral"
}

diagnostic "ephemeral_lifecycle_argument" {
  code = "TOFU3024"
  severity = error
  summary = "Invalid lifecycle configuration for ephemeral resource"
  detail = "The lifecycle argument \"{name}\" cannot be used in ephemeral resources. This is meant to be used strictly in \"resource\" blocks."
  params = ["name"]
  role = "ephemeral_lifecycle_argument"
}

diagnostic "ephemeral_block_type" {
  code = "TOFU3025"
  severity = error
  summary = "Invalid configuration block for ephemeral resource"
  detail = "The block type \"{type}\" cannot be used in ephemeral resources. This is meant to be used strictly in \"resource\" blocks."
  params = ["type"]
  role = "ephemeral_block_type"
}

diagnostic "invalid_ephemeral_type_name" {
  code = "TOFU3044"
  severity = error
  summary = "Invalid ephemeral resource type name"
  detail = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  role = "invalid_ephemeral_type_name"
}

diagnostic "invalid_ephemeral_name" {
  code = "TOFU3045"
  severity = error
  summary = "Invalid ephemeral resource name"
  detail = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  role = "invalid_ephemeral_name"
}

diagnostic "static_applying" {
  code = "TOFU4009"
  severity = error
  summary = "Invalid attribute in static context"
  detail = "The applying attribute can not be used during static evaluation and is only valid in the plan and apply phases of execution"
  role = "static_applying"
}

diagnostic "default_attribute_ignored" {
  code = "TOFU3062"
  severity = warning
  summary = "Object attribute is ignored"
  detail = "The object type for this variable does not include an attribute named \"{name}\", so this definition is unused.{suggestion}"
  params = ["name", "suggestion"]
  role = "default_attribute_ignored"
}

diagnostic "default_attribute_ignored_nested" {
  code = "TOFU3063"
  severity = warning
  summary = "Object attribute is ignored"
  detail = "The object type for {path} does not include an attribute named \"{name}\", so this definition is unused.{suggestion}"
  params = ["path", "name", "suggestion"]
  role = "default_attribute_ignored_nested"
}

diagnostic "duplicate_ephemeral_resource" {
  code = "TOFU3089"
  severity = error
  summary = "Duplicate ephemeral resource \"{type}\" configuration"
  detail = "A {type} ephemeral resource named \"{name}\" was already declared at {range}. Resource names must be unique per type in each module."
  params = ["type", "name", "range"]
  role = "duplicate_ephemeral_resource"
}

diagnostic "override_missing_ephemeral_resource" {
  code = "TOFU3097"
  severity = error
  summary = "Missing ephemeral resource to override"
  detail = "There is no {type} ephemeral resource named \"{name}\". An override file can only override an ephemeral block defined in a primary configuration file."
  params = ["type", "name"]
  role = "override_missing_ephemeral_resource"
}

diagnostic "mock_provider_for_each_alias" {
  code = "TOFU5216"
  severity = error
  summary = "Alias required when using \"for_each\""
  detail = "The for_each argument is allowed only for provider configurations with an alias."
  role = "mock_provider_for_each_alias"
}

function "ephemeralasnull" {
  since     = "1.11"
  signature = "(value any?)"
}

# static_evaluator.go (v1.11): an ephemeral value where static evaluation needs one.
drift "diagnostic" {
  name   = "Ephemeral value not allowed"
  change = "missing"
  reason = "static_evaluator.go: needs to know which values are ephemeral (variables, their values and outputs of other modules)"
}

change "root:ephemeral" {
  note = "In a module with a managed resource of type \"ephemeral\", ephemeral.TYPE.NAME now names an ephemeral resource: write resource.ephemeral.NAME in expressions (reserve fix does it). Addresses (moved, import, removed) have no escape: apply such a block under 1.10 and delete it before upgrading."
}

# ---- Rules of validate that the loader does not make (since 1.11) ----------------------------

# moved.go (since 1.11): an endpoint that is nil (not set, or not read) or names an ephemeral
# resource is refused (SubjectAllowed), once per argument, at the block's header.
block "moved" {
  remove {
    argument_forms = ["from=address move", "to=address move"]
  }
  add {
    argument_forms = ["from=address move ephemeral", "to=address move ephemeral"]
  }
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

# node_output.go: validateEphemerality first (since 1.11): ephemeral = true on a root module
# output, at its header, and nothing else; a value that is ephemeral as a whole (top:), without
# ephemeral = true, at the value.
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
diagnostic "ephemeral_for_each_kind" {
  code     = "TOFU5311"
  severity = error
  summary  = "Invalid for_each argument"
  detail   = "The given \"for_each\" argument value is unsuitable: the \"for_each\" argument must be a map, or set of strings, and you have provided a value of type {type}."
  params   = ["type"]
  role     = "ephemeral_for_each_kind"
}
