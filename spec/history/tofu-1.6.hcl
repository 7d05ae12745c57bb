# OpenTofu language spec: OpenTofu v1.6, the first OpenTofu release.
#
# Release described: opentofu/opentofu tag v1.6.3 at 7df1a351d8 (version/VERSION "1.6.3").
# This is the oldest spec of the OpenTofu history and is written whole; tofu-1.7.hcl extends
# it, and each later release's spec extends its predecessor's. v1.6 is the language OpenTofu
# forked from Terraform 1.6 (and its `tofu test`): only .tf and .tf.json module files and
# .tftest.hcl and .tftest.json test files, no "tofu" root (terraform.workspace only), no
# removed block, no encryption block, no provider-defined functions and no function namespaces
# (provider::, core::), no mock_provider or override blocks in test files, no import for_each,
# no provider for_each (for_each is a reserved argument of provider blocks) and no instance
# keys in provider references, module source and version are constants (no early
# evaluation), and a variable's validation may refer to nothing but the variable itself.
#
# How it was made: the whole v1.10 spec, drafted back to v1.6.3 with `reserve-gen draft`, each
# change checked against the v1.6.3 sources, and proved by `reserve-gen drift` against them
# (tests/drift_shipped.t); what it says otherwise on purpose is in its drift notes, at the end.
# Its block rules and diagnostics are those of the later specs (argument forms, strict
# schemas, uniqueness, override rules), each text looked up in this release's sources, so that
# an audit between releases shows what the language changed, not what one spec leaves out.
# Messages are OpenTofu's exact strings; Go verbs became {placeholders}. The comments are ours.
#
# Versions in `since` use OpenTofu's numbering. Everything OpenTofu inherited from Terraform
# at the fork is given "1.6", the first OpenTofu release.

language "opentofu" {
  # a required_version the release does not meet: its error alone, whatever the module's load
  # errors (finalizeModuleLoadDiagnostics: they may come of the newer language it needs)
  version_hides_load_errors = true
  suggestion          = " Did you mean \"{name}\"?"
  # hclsyntax Body.Content's, when no name is close: a block named like an argument of the
  # schema, an argument named like one of its block types
  block_argument_suggestion = " Did you mean to define argument \"{name}\"? If so, use the equals sign to assign it a value."
  argument_block_suggestion = " Did you mean to define a block of type \"{name}\"?"
  resource_suggestion = "\n\nDid you mean the {mode} resource {address}?"
  dynamic_block       = "dynamic"
  dynamic_iterator    = "iterator"
  dynamic_content     = "content"
  dynamic_for_each    = "for_each"
  # the nested block that keeps arguments from being meta-arguments: the configs package
  # reads a "_" block in resources, module calls, providers and provisioners
  escaping_block_type = "_"
  display             = "OpenTofu"
  c_prefix            = "tofu16"
  version             = "1.6.3"
  commit              = "7df1a351d8"
  # parser_config_dir.go: .tf and .tf.json module files, .tftest.hcl and .tftest.json test
  # files (.tofu and .tofutest.hcl came with v1.8).
  module_extensions   = [".tf"]
  test_extensions     = [".tftest.hcl"]
  # terraform { experiments = [...]  language = TF2021 } (configs/experiments.go)
  experiments_in      = "terraform"
  edition_in          = "terraform"
  edition_attribute   = "language"
  # No type keywords before main (3cf49c992e).
  type_keywords       = []
  type_keyword_result = none
  # OpenTofu says `The "data" object does not support this operation.` for an index right
  # after data *and* resource (facts section 6, item 1).
  index_object = "data"
  # Block-level rules: the mutually exclusive meta-arguments in OpenTofu's message order
  # (resource.go: count and for_each), what destroy-time provisioners may refer to (provisioner.go onlySelfRefs).
  repetition_arguments = ["count", "for_each"]
  self_only_references = ["self", "path", "terraform", "count.index", "each.key"]
}

# ---------------------------------------------------------------------------------------
# Roots (parse_ref.go parseRef, in its switch order; testing scope last)
# ---------------------------------------------------------------------------------------

root "count" {
  requires_argument = "count"
  out_of_context    = "count_no_context"
  invalid_attribute = "count_attr_invalid"
  form       = name
  subject    = "CountAttr"
  attributes = ["index"]
  refers     = "the index of the current instance of a resource, data or module block that sets \"count\""
  since      = "1.6"
}

root "each" {
  requires_argument = "for_each"
  out_of_context    = "each_no_context"
  invalid_attribute = "each_attr_invalid"
  form       = name
  subject    = "ForEachAttr"
  attributes = ["key", "value"]
  refers     = "the key and value of the current instance of a block that sets \"for_each\""
  since      = "1.6"
}

root "data" {
  declared_by = data_resource
  undeclared  = "undeclared_data"
  form      = type_name
  subject   = "Resource"
  mode      = "data"
  what      = "a data source"
  two_names = "the data source type and the resource name"
  refers    = "a data resource declared by a \"data\" block"
  since     = "1.6"
}

# The escape prefix: resource.T.N is always the managed resource T.N, whatever T is.
root "resource" {
  declared_by = managed_resource
  undeclared  = "undeclared_resource"
  form      = type_name
  subject   = "Resource"
  mode      = "managed"
  what      = "a resource type"
  two_names = "the resource type and the resource name"
  escape    = true
  refers    = "a managed resource, by its full name; works for any resource type, reserved words included"
  since     = "1.6"
}

root "local" {
  declared_by = local_values
  undeclared  = "undeclared_local"
  form    = name
  subject = "LocalValue"
  refers  = "a local value declared in a \"locals\" block"
  since   = "1.6"
}

root "module" {
  declared_by = module_call
  undeclared  = "undeclared_module"
  form    = module_call
  subject = "ModuleCall"
  refers  = "a module call declared by a \"module\" block, one of its instances, or an output of it"
  since   = "1.6"
}

root "path" {
  invalid_attribute = "path_attr_invalid"
  form       = name
  subject    = "PathAttr"
  attributes = ["cwd", "module", "root"]
  refers     = "filesystem paths: the working directory, this module's directory, the root module's directory"
  since      = "1.6"
}

root "self" {
  requires_self  = true
  out_of_context = "self_no_context"
  form    = bare
  subject = "Self"
  refers  = "the object that contains the expression, in provisioner, connection and postcondition blocks"
  since   = "1.6"
}

root "terraform" {
  invalid_attribute  = "terraform_attr_invalid"
  removed_attributes = ["env"]
  removed_attribute  = "terraform_env"
  form       = name
  subject    = "TerraformAttr"
  alias      = true
  attributes = ["workspace"]
  refers     = "run information: the selected workspace"
  since      = "1.6"
}

root "var" {
  declared_by = variable
  undeclared  = "undeclared_variable"
  # evaluate.go GetInputVariable, when no declared variable is close.
  no_suggestion = " This variable can be declared with a variable \"{name}\" {{}} block."
  form    = name
  subject = "InputVariable"
  refers  = "an input variable declared by a \"variable\" block"
  since   = "1.6"
}

root "template" {
  form   = reserved
  refers = "nothing yet: reserved for a future OpenTofu version (template values)"
  since  = "1.6"
}

root "lazy" {
  form   = reserved
  refers = "nothing yet: reserved for a future OpenTofu version (lazy expressions)"
  since  = "1.6"
}

root "arg" {
  form   = reserved
  refers = "nothing yet: reserved for a future OpenTofu version"
  since  = "1.6"
}

# Testing scope (ParseRefFromTestingScope): only in .tftest.hcl / .tofutest.hcl files. In
# normal scope output.x and check.x are managed resources of type "output" / "check".
# OpenTofu has no "run" root: its test runner provides run as a plain HCL variable.
root "output" {
  declared_by = output
  undeclared  = "undeclared_output"
  form    = name
  subject = "OutputValue"
  scope   = testing
  refers  = "an output value of the module under test"
  since   = "1.6"
}

root "check" {
  form    = name
  subject = "Check"
  scope   = testing
  refers  = "a check block of the module under test (in expect_failures)"
  since   = "1.6"
}

# Any other root is a managed resource type: TYPE.NAME.
fallback {
  declared_by = managed_resource
  undeclared  = "undeclared_resource"
  mode             = "managed"
  what             = "a resource type"
  subject          = "Resource"
  instance_subject = "ResourceInstance"
}

# ---------------------------------------------------------------------------------------
# Block types (internal/configs: configFileSchema and the per-block schemas)
# ---------------------------------------------------------------------------------------

# "experiments" and "language" are read before everything else (sniffActiveExperiments).
# "required_version" counts in every module file; OpenTofu checks it once the configuration
# has loaded without errors (command/meta.go, CheckCoreVersionRequirements), and then it is
# the only error reported.
block "terraform" {
  static_arguments = ["required_version", "experiments", "language"]
  meta_arguments = ["required_version", "experiments", "language"]
  meta_blocks    = ["backend", "cloud", "required_providers", "provider_meta"]
  # sniffCoreVersionRequirements reads it with decodeVersionConstraint, with no context:
  # "Variables not allowed" (form constant), in every file until 1.12 reads it in .tofu files only
  argument_forms = ["required_version=compatibility", "required_version=constant"]
  strict         = true
  declares       = none
  since          = "1.6"

  # A module has one backend, cloud and required_providers block at most, over
  # all its primary files and within each override file (module.go); override files may
  # replace them and merge required_providers freely.
  block "backend" {
    labels          = ["type"]
    module_unique   = true
    module_excludes = ["cloud"]
  }

  block "cloud" {
    module_unique = true
  }

  # Every argument is a provider requirement (provider_requirements.go).
  block "required_providers" {
    # hcl's JustAttributes reads it: a block inside is an error
    attributes_only = true
    static_arguments = ["*"]
    argument_forms   = ["*=provider_requirement"]
    module_unique    = true
  }

  # Its arguments are evaluated with no context; then its label is checked (provider_meta.go).
  block "provider_meta" {
    # hcl's JustAttributes reads it: a block inside is an error
    attributes_only = true
    labels         = ["provider"]
    argument_forms = ["*=constant"]
    provider_label = true
  }
}

# Accepted at the top level only to report required_providers_top_level.
block "required_providers" {
  static_arguments = ["*"]
  declares = none
  since    = "1.6"
}

# for_each is reserved, with count, depends_on and source (decodeProviderBlock).
block "provider" {
  labels             = ["name"]
  meta_arguments     = ["alias", "version"]
  reserved_arguments = ["count", "depends_on", "for_each", "source"]
  reserved_blocks    = ["lifecycle", "locals"]
  argument_forms     = ["alias=constant", "alias=decode string", "alias=alias", "version=constant", "version=version"]
  escaping_block     = true
  declares           = provider
  since              = "1.6"
}

block "variable" {
  static_arguments = ["type"]
  labels         = ["name"]
  meta_arguments = ["description", "default", "type", "sensitive", "nullable"]
  meta_blocks    = ["validation"]
  argument_forms = ["type=type", "default=default", "default=constant", "nullable=nullable",
                    "description=constant", "description=decode string", "sensitive=constant",
                    "sensitive=decode bool", "nullable=constant", "nullable=decode bool"]
  strict         = true
  reserved_names = true
  declares       = variable
  duplicate_previous = true
  since          = "1.6"

  # The condition and the error message may refer to nothing but the variable itself (until
  # v1.9), and the condition must refer to it; a constant one also gets
  # condition_constant, as in OpenTofu (checks.go runs on validation blocks too).
  block "validation" {
    meta_arguments = ["condition", "error_message"]
    argument_forms = ["condition=condition", "condition=only_self", "condition=refers_to_self",
                      "error_message=only_self"]
    required_arguments = ["condition", "error_message"]
    strict         = true
  }
}

# Every attribute of a locals block declares a local value.
block "locals" {
  # hcl's JustAttributes reads it: a block inside is an error
  attributes_only = true
  declares = local_values
  duplicate_previous = true
  since    = "1.6"
}

# postcondition is in the schema only to report postconditions_not_allowed (a meta block
# without a block type of its own).
block "output" {
  labels         = ["name"]
  meta_arguments = ["description", "value", "depends_on", "sensitive"]
  meta_blocks    = ["precondition", "postcondition"]
  argument_forms = ["depends_on=references",
                    "description=constant", "description=decode string", "sensitive=constant",
                    "sensitive=decode bool", "value=marked sensitive"]
  required_arguments = ["value"]
  override_optional  = true
  strict         = true
  declares       = output
  duplicate_previous = true
  since          = "1.6"

  block "precondition" {
    meta_arguments = ["condition", "error_message"]
    argument_forms = ["condition=condition"]
    required_arguments = ["condition", "error_message"]
    strict         = true
  }
}

# source and version are constants: decoded with no evaluation context (decodeModuleBlock).
block "module" {
  static_arguments = ["providers", "source", "version"]
  labels          = ["name"]
  meta_arguments  = ["source", "version", "count", "for_each", "depends_on", "providers"]
  reserved_blocks = ["lifecycle", "locals", "provider"]
  argument_forms  = ["source=module_source", "source=constant", "version=version", "version=constant",
                     "depends_on=references", "providers=providers", "count=instance_count", "for_each=kinds map object set"]
  required_arguments = ["source"]
  override_optional  = true
  escaping_block  = true
  declares        = module_call
  duplicate_previous = true
  since           = "1.6"

}

block "resource" {
  static_arguments = ["provider"]
  labels          = ["type", "name"]
  meta_arguments  = ["count", "for_each", "provider", "depends_on"]
  meta_blocks     = ["lifecycle", "connection", "provisioner"]
  reserved_blocks = ["locals"]
  argument_forms  = ["provider=provider", "depends_on=references", "count=instance_count", "for_each=kinds map object set"]
  escaping_block  = true
  declares        = managed_resource
  # The built-in provider's resource (internal/builtin/providers/tf/resource_data.go): validate
  # decodes it with this schema without any provider installed (rsv_schema.c).
  label_schemas   = ["terraform_data=optional input triggers_replace", "terraform_data=computed id output"]
  objects         = "resources"
  since           = "1.6"

  block "lifecycle" {
    static_arguments = ["ignore_changes"]
    meta_arguments   = ["create_before_destroy", "prevent_destroy", "ignore_changes", "replace_triggered_by"]
    meta_blocks      = ["precondition", "postcondition"]
    argument_forms   = ["ignore_changes=attribute_paths all", "replace_triggered_by=triggers",
                        "create_before_destroy=constant", "create_before_destroy=decode bool",
                        "prevent_destroy=constant", "prevent_destroy=decode bool"]
    strict           = true
    unique           = true

    block "precondition" {
      meta_arguments = ["condition", "error_message"]
      argument_forms = ["condition=condition", "condition=no_self_reference", "error_message=no_self_reference"]
      required_arguments = ["condition", "error_message"]
      strict         = true
    }

    block "postcondition" {
      self_context   = true
      meta_arguments = ["condition", "error_message"]
      argument_forms = ["condition=condition", "condition=no_self_reference", "error_message=no_self_reference"]
      required_arguments = ["condition", "error_message"]
      strict         = true
    }
  }

  # Everything in a connection block belongs to the provisioner's connection type.
  block "connection" {
    self_context = true
    unique       = true
  }

  # A destroy-time provisioner (when = destroy) and the connection blocks it uses refer only
  # to self_only_references.
  block "provisioner" {
    static_arguments = ["when", "on_failure"]
    self_context = true
    labels          = ["type"]
    meta_arguments  = ["when", "on_failure"]
    meta_blocks     = ["connection"]
    reserved_blocks = ["lifecycle"]
    argument_forms  = ["when=keyword create destroy", "when=self_only destroy", "on_failure=keyword continue fail"]
    removed_labels  = ["chef", "habitat", "puppet", "salt-masterless"]
    escaping_block  = true
    # The built-in provisioners' schemas (internal/builtin/provisioners/*/resource_provisioner.go
    # GetSchema), which validate decodes each provisioner's body with; the file provisioner's
    # ValidateProvisionerConfig wants one of source and content.
    label_schemas   = ["local-exec=required command", "local-exec=optional environment interpreter quiet working_dir",
                       "remote-exec=optional inline script scripts",
                       "file=required destination", "file=optional content source", "file=one_of source content"]

    block "connection" {
      self_context = true
      unique       = true
    }
  }
}

# The lifecycle schema is the resource one; every argument is reported with
# data_lifecycle_argument (v1.10 has no "enabled", which came with v1.11).
block "data" {
  static_arguments = ["provider"]
  labels          = ["type", "name"]
  meta_arguments  = ["count", "for_each", "provider", "depends_on"]
  meta_blocks     = ["lifecycle"]
  reserved_blocks = ["locals"]
  argument_forms  = ["provider=provider", "depends_on=references", "count=instance_count", "for_each=kinds map object set"]
  escaping_block  = true
  declares        = data_resource
  # The built-in provider's data source (internal/builtin/providers/tf/data_source_state.go).
  label_schemas   = ["terraform_remote_state=required backend", "terraform_remote_state=optional config defaults workspace",
                     "terraform_remote_state=computed outputs"]
  objects         = "data sources"
  since           = "1.6"

  block "lifecycle" {
    meta_blocks    = ["precondition", "postcondition"]
    strict         = true
    unique         = true

    block "precondition" {
      meta_arguments = ["condition", "error_message"]
      argument_forms = ["condition=condition", "condition=no_self_reference", "error_message=no_self_reference"]
      required_arguments = ["condition", "error_message"]
      strict         = true
    }

    block "postcondition" {
      self_context   = true
      meta_arguments = ["condition", "error_message"]
      argument_forms = ["condition=condition", "condition=no_self_reference", "error_message=no_self_reference"]
      required_arguments = ["condition", "error_message"]
      strict         = true
    }
  }
}

block "moved" {
  static_arguments = ["from", "to"]
  meta_arguments = ["from", "to"]
  argument_forms = ["from=address move", "to=address move"]
  required_arguments = ["from", "to"]
  strict         = true
  declares       = none
  since          = "1.6"
}

block "import" {
  unique_target  = "to"
  static_arguments = ["to", "provider"]
  meta_arguments = ["to", "id", "provider"]
  argument_forms = ["provider=provider", "to=address"]
  required_arguments = ["id", "to"]
  strict         = true
  declares       = none
  since          = "1.6"
}

block "check" {
  labels      = ["name"]
  meta_blocks = ["data", "assert"]
  strict      = true
  declares    = check
  since       = "1.6"

  # At most one; its count, for_each, enabled and lifecycle are errors
  # (nested_data_meta_argument, nested_data_lifecycle: what the top-level data block takes
  # and this one does not). It is added to the module's data resources, so it declares one.
  block "data" {
    static_arguments = ["provider"]
    labels          = ["type", "name"]
    meta_arguments  = ["provider", "depends_on"]
    reserved_blocks = ["locals"]
    argument_forms  = ["provider=provider", "depends_on=references"]
    escaping_block  = true
    declares        = data_resource
    unique          = true
  }

  block "assert" {
    meta_arguments = ["condition", "error_message"]
    argument_forms = ["condition=condition"]
    required_arguments = ["condition", "error_message"]
    strict         = true
  }
}

# ---------------------------------------------------------------------------------------
# Features and editions
# ---------------------------------------------------------------------------------------

# The five experiments concluded before the fork (internal/experiments/experiment.go). Naming
# one in terraform { experiments = [...] } reports experiment_concluded with its message.
# They concluded in Terraform 0.13.0 (variable_validation), 0.15.0 (provider_sensitive_attrs),
# 1.1.0 (config_driven_move), 1.2.0 (preconditions_postconditions) and 1.3.0
# (module_variable_optional_attrs); OpenTofu has had them as concluded since its first release.

feature "variable_validation" {
  state   = concluded
  since   = "1.6"
  message = "Custom variable validation can now be used by default, without enabling an experiment."
}

# Exempt: sniffActiveExperiments lets a list that names it alone through (experiments_unavailable).
feature "module_variable_optional_attrs" {
  state   = concluded
  exempt  = true
  since   = "1.6"
  message = "The final feature corresponding to this experiment differs from the experimental form and is available in the OpenTofu language from OpenTofu v1.3.0 onwards."
}

feature "provider_sensitive_attrs" {
  state   = concluded
  since   = "1.6"
  message = "Provider-defined sensitive attributes are now redacted by default, without enabling an experiment."
}

feature "config_driven_move" {
  state   = concluded
  since   = "1.6"
  message = "Declarations of moved resource instances using \"moved\" blocks can now be used by default, without enabling an experiment."
}

feature "preconditions_postconditions" {
  state   = concluded
  since   = "1.6"
  message = "Condition blocks can now be used by default, without enabling an experiment."
}

# The only edition; terraform { language = TF2021 } is accepted, anything else is an error.
edition "TF2021" {
  default  = true
  features = []
  since    = "1.6"
}

# ---------------------------------------------------------------------------------------
# Diagnostics
#   TOFU1xxx references (ParseRef, undeclared objects)
#   TOFU2xxx editions, experiments, version constraints
#   TOFU3xxx blocks, meta-arguments, reserved names, escaping blocks
#   TOFU4xxx evaluation-time attribute checks and reference shapes
# ---------------------------------------------------------------------------------------

# --- TOFU1xxx: ParseRef (internal/addrs/parse_ref.go) ----------------------------------

diagnostic "ref_no_attr" {
  code     = "TOFU1001"
  severity = error
  summary  = "Invalid reference"
  detail   = "The \"{root}\" object cannot be accessed directly. Instead, access one of its attributes."
  params   = ["root"]
  role     = "ref_no_attr"
}

diagnostic "ref_no_operation" {
  code     = "TOFU1002"
  severity = error
  summary  = "Invalid reference"
  detail   = "The \"{root}\" object does not support this operation."
  params   = ["root"]
  role     = "ref_no_operation"
}

diagnostic "ref_two_names" {
  code     = "TOFU1003"
  severity = error
  summary  = "Invalid reference"
  detail   = "The \"{root}\" object must be followed by two attribute names: {two_names}."
  params   = ["root", "two_names"]
  role     = "ref_two_names"
}

# {object} is index_object ("data") for every resource prefix.
diagnostic "ref_index_first" {
  code     = "TOFU1004"
  severity = error
  summary  = "Invalid reference"
  detail   = "The \"{object}\" object does not support this operation."
  params   = ["object"]
  role     = "ref_index_first"
}

diagnostic "ref_resource_name" {
  code     = "TOFU1005"
  severity = error
  summary  = "Invalid reference"
  detail   = "A reference to {what} must be followed by at least one attribute access, specifying the resource name."
  params   = ["what"]
  role     = "ref_resource_name"
}

# {error} is "either a string or an integer is required" or go-cty's
# "value must be a whole number, between -9223372036854775808 and 9223372036854775807".
diagnostic "ref_resource_key" {
  code     = "TOFU1006"
  severity = error
  summary  = "Invalid index key"
  detail   = "Invalid index for resource instance: {error}."
  params   = ["error"]
  role     = "ref_resource_key"
}

diagnostic "ref_module_key" {
  code     = "TOFU1007"
  severity = error
  summary  = "Invalid index key"
  detail   = "Invalid index for module instance: {error}."
  params   = ["error"]
  role     = "ref_module_key"
}

diagnostic "ref_module_operation" {
  code     = "TOFU1008"
  severity = error
  summary  = "Invalid reference"
  detail   = "Module instance objects do not support this operation."
  params   = []
  role     = "ref_module_operation"
}

diagnostic "ref_reserved" {
  code     = "TOFU1009"
  severity = error
  summary  = "Reserved symbol name"
  detail   = "The symbol name \"{root}\" is reserved for use in a future OpenTofu version. If you are using a provider that already uses this as a resource type name, add the prefix \"resource.\" to force interpretation as a resource type name."
  params   = ["root"]
  role     = "ref_reserved"
}

# --- TOFU11xx: references to undeclared objects ----------------------------------------
# {suggestion} is empty or, for variables, locals and module calls, ` Did you mean "X"?`;
# for managed resources it is empty or "\n\nDid you mean the data resource ADDR?" when a data
# resource of that type and name exists. {module} is "the root module" or module.NAME.

diagnostic "undeclared_variable" {
  code     = "TOFU1101"
  severity = error
  summary  = "Reference to undeclared input variable"
  detail   = "An input variable with the name \"{name}\" has not been declared.{suggestion}"
  params   = ["name", "suggestion"]
}

diagnostic "undeclared_local" {
  code     = "TOFU1102"
  severity = error
  summary  = "Reference to undeclared local value"
  detail   = "A local value with the name \"{name}\" has not been declared.{suggestion}"
  params   = ["name", "suggestion"]
}

diagnostic "undeclared_module" {
  code     = "TOFU1103"
  severity = error
  summary  = "Reference to undeclared module"
  detail   = "No module call named \"{name}\" is declared in {module}.{suggestion}"
  params   = ["name", "module", "suggestion"]
}

# evaluate_valid.go before v1.11: "A %s resource %q %q has not been declared in %s.%s".
diagnostic "undeclared_resource" {
  code     = "TOFU1104"
  severity = error
  summary  = "Reference to undeclared resource"
  detail   = "A managed resource \"{type}\" \"{name}\" has not been declared in {module}.{suggestion}"
  params   = ["type", "name", "module", "suggestion"]
}

diagnostic "undeclared_data" {
  code     = "TOFU1105"
  severity = error
  summary  = "Reference to undeclared resource"
  detail   = "A data resource \"{type}\" \"{name}\" has not been declared in {module}.{suggestion}"
  params   = ["type", "name", "module", "suggestion"]
}

# tofu test: output.NAME in a run block's assert, evaluated against the module under test
# (internal/tofu/evaluate.go, GetOutput). {suggestion} as for locals.
diagnostic "undeclared_output" {
  code     = "TOFU1107"
  severity = error
  summary  = "Reference to undeclared output value"
  detail   = "An output value with the name \"{name}\" has not been declared.{suggestion}"
  params   = ["name", "suggestion"]
}

# --- TOFU2xxx: editions, experiments, version constraints ------------------------------
# (internal/configs/experiments.go, internal/configs/module.go)

# {version} = version.SemVer ("1.6.3"), {edition} = "TF2021".
diagnostic "edition_invalid" {
  code     = "TOFU2002"
  severity = error
  summary  = "Invalid language edition"
  detail   = "The language argument expects a bare language edition keyword. OpenTofu {version} supports only language edition {edition}, which is the default."
  params   = ["version", "edition"]
  role     = "edition_invalid"
}

# {edition} = "TF2021"; {relation} is "newer" when the keyword sorts after "TF2021" (Go
# string order), else "different".
diagnostic "edition_unsupported" {
  code     = "TOFU2004"
  severity = error
  summary  = "Unsupported language edition"
  detail   = "OpenTofu v{version} only supports language edition {edition}. This module requires a {relation} version of OpenTofu CLI."
  params   = ["version", "edition", "relation"]
  role     = "edition_unsupported"
}

# hcl.ExprList's own diagnostic, for experiments = <not a static list>.
diagnostic "experiments_not_list" {
  code     = "TOFU2005"
  severity = error
  summary  = "Invalid expression"
  detail   = "A static list expression is required."
  params   = []
  role     = "list_required"
}

diagnostic "experiment_invalid_keyword" {
  code     = "TOFU2006"
  severity = error
  summary  = "Invalid experiment keyword"
  detail   = "Elements of \"experiments\" must all be keywords representing active experiments."
  params   = []
  role     = "experiment_invalid_keyword"
}

diagnostic "experiment_unknown" {
  code     = "TOFU2007"
  severity = error
  summary  = "Unknown experiment keyword"
  detail   = "There is no current experiment with the keyword \"{name}\"."
  params   = ["name"]
  role     = "experiment_unknown"
}

diagnostic "required_version_prerelease" {
  code     = "TOFU2010"
  severity = error
  summary  = "Invalid required_version constraint"
  detail   = "Prerelease version constraints are not supported: {constraint}. Remove the prerelease information from the constraint. Prerelease versions of OpenTofu will match constraints using their version core only."
  params   = ["constraint"]
  role     = "required_version_prerelease"
}

# required_version not met (configs/config.go CheckCoreVersionRequirements): the root module...
diagnostic "incompatible_module" {
  code     = "TOFU2011"
  severity = error
  summary  = "Unsupported OpenTofu Core version"
  detail   = "This configuration does not support OpenTofu version {version}. To proceed, either choose another supported OpenTofu version or update this version constraint. Version constraints are normally set for good reason, so updating the constraint may lead to other errors or unexpected behavior."
  params   = ["version"]
  role     = "incompatible_module"
}

# ...and a child module: {path} is module.NAME..., {source} its source address.
diagnostic "incompatible_module_call" {
  code     = "TOFU2016"
  severity = error
  summary  = "Unsupported OpenTofu Core version"
  detail   = "Module {path} (from {source}) does not support OpenTofu version {version}. To proceed, either choose another supported OpenTofu version or update this version constraint. Version constraints are normally set for good reason, so updating the constraint may lead to other errors or unexpected behavior."
  params   = ["path", "source", "version"]
}

# {message} is the feature's conclusion message.
diagnostic "experiment_concluded" {
  code     = "TOFU2012"
  severity = error
  summary  = "Experiment has concluded"
  detail   = "Experiment \"{name}\" is no longer available. {message}"
  params   = ["name", "message"]
  role     = "experiment_concluded"
}

# Unreachable in this release (there are no current experiments).
diagnostic "experiment_active" {
  code     = "TOFU2013"
  severity = warning
  summary  = "Experimental feature \"{name}\" is active"
  detail   = "Experimental features are available only in alpha releases of OpenTofu and are subject to breaking changes or total removal in later versions, based on feedback. We recommend against using experimental features in production.\n\nIf you have feedback on the design of this feature, please open a GitHub issue to discuss it."
  params   = ["name"]
  role     = "experiment_active"
}

# Builds not linked with experiments allowed (every release build) report this once per
# experiments attribute, at its name, instead of the per-keyword diagnostics, except when the
# list is exactly [module_variable_optional_attrs] (the exempt feature), which still gets
# experiment_concluded (sniffActiveExperiments, internal/configs/experiments.go). The role is
# the one the runtime reads: it was experiments_not_allowed, which no rule reports.
diagnostic "experiments_not_allowed" {
  code     = "TOFU2014"
  severity = error
  summary  = "Module uses experimental features"
  detail   = "Experimental features are intended only for gathering early feedback on new language designs, and so are available only in alpha releases of OpenTofu."
  params   = []
  role     = "experiments_unavailable"
}

# experiments.GetCurrent failing in an unexpected way; should not happen.
diagnostic "experiment_parse_error" {
  code     = "TOFU2015"
  severity = error
  summary  = "Invalid experiment keyword"
  detail   = "Could not parse \"{name}\" as an experiment keyword: {error}."
  params   = ["name", "error"]
}

# --- TOFU3xxx: blocks, meta-arguments, reserved names, escaping blocks -----------------

# HCL's own text (hclsyntax Body.Content); {suggestion} is empty or ` Did you mean "X"?`
# (or ` Did you mean to define argument "X"? If so, use the equals sign to assign it a value.`).
diagnostic "unsupported_block_type" {
  code     = "TOFU3001"
  severity = error
  summary  = "Unsupported block type"
  detail   = "Blocks of type \"{type}\" are not expected here.{suggestion}"
  params   = ["type", "suggestion"]
  role     = "unsupported_block_type"
}

# HCL's own text; {suggestion} as above.
diagnostic "unsupported_argument" {
  code     = "TOFU3002"
  severity = error
  summary  = "Unsupported argument"
  detail   = "An argument named \"{name}\" is not expected here.{suggestion}"
  params   = ["name", "suggestion"]
  role     = "unsupported_argument"
}

# HCL MergeBodies: the same non-meta argument outside and inside "_". No final period.
diagnostic "duplicate_argument" {
  code     = "TOFU3003"
  severity = error
  summary  = "Duplicate argument"
  detail   = "Argument \"{name}\" was already set at {range}"
  params   = ["name", "range"]
  role     = "duplicate_argument"
}

diagnostic "required_providers_top_level" {
  code     = "TOFU3004"
  severity = error
  summary  = "Invalid required_providers block"
  detail   = "A \"required_providers\" block must be nested inside a \"terraform\" block."
  params   = []
  role     = "required_providers_top_level"
}

# Before v1.11 (no validation.go) there is one fixed text for resource, data and module
# blocks alike: "resources" and "should", subject the for_each argument name.
diagnostic "meta_combination" {
  code     = "TOFU3005"
  severity = error
  summary  = "Invalid combination of \"count\" and \"for_each\""
  detail   = "The \"count\" and \"for_each\" meta-arguments are mutually-exclusive, only one should be used to be explicit about the number of resources to be created."
  params   = []
  role     = "meta_combination"
}

# The same text for module blocks.
diagnostic "meta_combination_module" {
  code     = "TOFU3006"
  severity = error
  summary  = "Invalid combination of \"count\" and \"for_each\""
  detail   = "The \"count\" and \"for_each\" meta-arguments are mutually-exclusive, only one should be used to be explicit about the number of resources to be created."
  params   = []
  role     = "meta_combination_module"
}

# {name} is count or for_each, in a data block nested in a check block; the detail names both.
diagnostic "nested_data_meta_argument" {
  code     = "TOFU3007"
  severity = error
  summary  = "Invalid \"{name}\" attribute"
  detail   = "The \"count\" and \"for_each\" meta-arguments are not supported within nested data blocks."
  params   = ["name"]
  role     = "nested_data_meta_argument"
}

diagnostic "nested_data_lifecycle" {
  code     = "TOFU3008"
  severity = error
  summary  = "Invalid lifecycle block"
  detail   = "Nested data blocks do not support \"lifecycle\" blocks as the lifecycle is managed by the containing block."
  params   = []
  role     = "nested_data_lifecycle"
}

# resource and data blocks.
diagnostic "duplicate_lifecycle" {
  code     = "TOFU3009"
  severity = error
  summary  = "Duplicate lifecycle block"
  detail   = "This resource already has a lifecycle block at {range}."
  params   = ["range"]
  role     = "duplicate_lifecycle"
}

diagnostic "duplicate_connection" {
  code     = "TOFU3012"
  severity = error
  summary  = "Duplicate connection block"
  detail   = "This resource already has a connection block at {range}."
  params   = ["range"]
  role     = "duplicate_connection"
}

diagnostic "duplicate_connection_provisioner" {
  code     = "TOFU3013"
  severity = error
  summary  = "Duplicate connection block"
  detail   = "This provisioner already has a connection block at {range}."
  params   = ["range"]
  role     = "duplicate_connection_provisioner"
}

# decodeCheckBlock keeps the first data block that decoded without error; a later one is not read.
diagnostic "duplicate_data_check" {
  code     = "TOFU3140"
  severity = error
  summary  = "Multiple data resource blocks"
  detail   = "This check block already has a data resource defined at {range}."
  params   = ["range"]
  role     = "duplicate_data_check"
}

# {where} is resource, data, module, provider or provisioner.
diagnostic "reserved_block_type" {
  code     = "TOFU3014"
  severity = error
  summary  = "Reserved block type name in {where} block"
  detail   = "The block type name \"{type}\" is reserved for use by OpenTofu in a future version."
  params   = ["where", "type"]
  role     = "reserved_block_type"
}

diagnostic "reserved_provider_argument" {
  code     = "TOFU3015"
  severity = error
  summary  = "Reserved argument name in provider block"
  detail   = "The provider argument name \"{name}\" is reserved for use by OpenTofu in a future version."
  params   = ["name"]
  role     = "reserved_provider_argument"
}

diagnostic "reserved_variable_name" {
  code     = "TOFU3016"
  severity = error
  summary  = "Invalid variable name"
  detail   = "The variable name \"{name}\" is reserved due to its special meaning inside module blocks."
  params   = ["name"]
  role     = "reserved_variable_name"
}

# Escaping blocks: {range} is the first "_" block's DefRange.
diagnostic "duplicate_escaping_block_resource" {
  code     = "TOFU3017"
  severity = error
  summary  = "Duplicate escaping block"
  detail   = "The special block type \"_\" can be used to force particular arguments to be interpreted as resource-type-specific rather than as meta-arguments, but each resource block can have only one such block. The first escaping block was at {range}."
  params   = ["range"]
  role     = "duplicate_escaping_block_resource"
}

diagnostic "duplicate_escaping_block_data" {
  code     = "TOFU3018"
  severity = error
  summary  = "Duplicate escaping block"
  detail   = "The special block type \"_\" can be used to force particular arguments to be interpreted as resource-type-specific rather than as meta-arguments, but each data block can have only one such block. The first escaping block was at {range}."
  params   = ["range"]
  role     = "duplicate_escaping_block_data"
}

diagnostic "duplicate_escaping_block_module" {
  code     = "TOFU3020"
  severity = error
  summary  = "Duplicate escaping block"
  detail   = "The special block type \"_\" can be used to force particular arguments to be interpreted as module input variables rather than as meta-arguments, but each module block can have only one such block. The first escaping block was at {range}."
  params   = ["range"]
  role     = "duplicate_escaping_block_module"
}

diagnostic "duplicate_escaping_block_provider" {
  code     = "TOFU3021"
  severity = error
  summary  = "Duplicate escaping block"
  detail   = "The special block type \"_\" can be used to force particular arguments to be interpreted as provider-specific rather than as meta-arguments, but each provider block can have only one such block. The first escaping block was at {range}."
  params   = ["range"]
  role     = "duplicate_escaping_block_provider"
}

# OpenTofu's text, with its typo, until v1.9 corrected it.
diagnostic "duplicate_escaping_block_provisioner" {
  code     = "TOFU3022"
  severity = error
  summary  = "Duplicate escaping block"
  detail   = "The special block type \"_\" can be used to force particular arguments to be interpreted as provisioner-typpe-specific rather than as meta-arguments, but each provisioner block can have only one such block. The first escaping block was at {range}."
  params   = ["range"]
  role     = "duplicate_escaping_block_provisioner"
}

diagnostic "data_lifecycle_argument" {
  code     = "TOFU3023"
  severity = error
  summary  = "Invalid data resource lifecycle argument"
  detail   = "The lifecycle argument \"{name}\" is defined only for managed resources (\"resource\" blocks), and is not valid for data resources."
  params   = ["name"]
  role     = "data_lifecycle_argument"
}

diagnostic "postconditions_not_allowed" {
  code     = "TOFU3026"
  severity = error
  summary  = "Postconditions are not allowed"
  detail   = "Output values can only have preconditions, not postconditions."
  params   = []
  role     = "postconditions_not_allowed"
}

diagnostic "check_override" {
  code     = "TOFU3027"
  severity = error
  summary  = "Can't override check blocks"
  detail   = "Override files cannot override check blocks."
  params   = []
  role     = "check_override"
}

# {type} is chef, habitat, puppet or salt-masterless.
diagnostic "provisioner_removed" {
  code     = "TOFU3028"
  severity = error
  summary  = "The \"{type}\" provisioner has been removed"
  detail   = "The \"{type}\" provisioner is deprecated and has been removed from OpenTofu."
  params   = ["type"]
  role     = "provisioner_removed"
}

diagnostic "provisioner_when_invalid" {
  code     = "TOFU3029"
  severity = error
  summary  = "Invalid \"when\" keyword"
  detail   = "The \"when\" argument requires one of the following keywords: create or destroy."
  params   = []
  role     = "provisioner_when_invalid"
}

diagnostic "provisioner_on_failure_invalid" {
  code     = "TOFU3030"
  severity = error
  summary  = "Invalid \"on_failure\" keyword"
  detail   = "The \"on_failure\" argument requires one of the following keywords: continue or fail."
  params   = []
  role     = "provisioner_on_failure_invalid"
}

diagnostic "provider_version_deprecated" {
  code     = "TOFU3031"
  severity = warning
  summary  = "Version constraints inside provider configuration blocks are deprecated"
  detail   = "OpenTofu 0.13 and earlier allowed provider version constraints inside the provider configuration block, but that is now deprecated and will be removed in a future version of OpenTofu. To silence this warning, move the provider version constraint into the required_providers block."
  params   = []
  role     = "provider_version_deprecated"
}

# OpenTofu gives this diagnostic no subject (decodeProviderBlock, internal/configs/provider.go).
diagnostic "provider_alias_invalid" {
  code     = "TOFU3033"
  severity = error
  summary  = "Invalid provider configuration alias"
  detail   = "An alias must be a valid name. A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "provider_alias_invalid"
  subject  = none
}

diagnostic "provider_ref_quoted" {
  code     = "TOFU3034"
  severity = error
  summary  = "Invalid provider configuration reference"
  detail   = "A provider configuration reference must not be given in quotes."
  params   = []
  role     = "provider_ref_quoted"
}

# {argument} is the argument name, e.g. provider.
diagnostic "provider_ref_invalid" {
  code     = "TOFU3035"
  severity = error
  summary  = "Invalid provider configuration reference"
  detail   = "The {argument} argument requires a provider type name, optionally followed by a period and then a configuration alias."
  params   = ["argument"]
  role     = "provider_ref_invalid"
}

diagnostic "provider_ref_alias" {
  code     = "TOFU3036"
  severity = error
  summary  = "Invalid provider configuration reference"
  detail   = "Provider name must either stand alone or be followed by a period and then a configuration alias."
  params   = []
  role     = "provider_ref_alias"
}

# decodePassedProviderConfigs: {name} is NAME or NAME.ALIAS, {range} the earlier entry's.
diagnostic "provider_ref_duplicate" {
  code     = "TOFU3149"
  severity = error
  summary  = "Duplicate provider address"
  detail   = "A provider configuration was already passed to {name} at {range}. Each child provider configuration can be assigned only once."
  params   = ["name", "range"]
  role     = "provider_ref_duplicate"
}

diagnostic "provider_local_name_invalid" {
  code     = "TOFU3038"
  severity = error
  summary  = "Invalid provider local name"
  detail   = "{name} is an invalid provider local name: {error}"
  params   = ["name", "error"]
  role     = "provider_local_name_invalid"
}

diagnostic "provider_local_name_not_normalized" {
  code     = "TOFU3039"
  severity = error
  summary  = "Invalid provider local name"
  detail   = "Provider names must be normalized. Replace \"{name}\" with \"{normalized}\" to fix this error."
  params   = ["name", "normalized"]
  role     = "provider_local_name_not_normalized"
}

# Label validity (hclsyntax.ValidIdentifier); the detail is badIdentifierDetail.
diagnostic "invalid_resource_type_name" {
  code     = "TOFU3040"
  severity = error
  summary  = "Invalid resource type name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_resource_type_name"
}

diagnostic "invalid_resource_name" {
  code     = "TOFU3041"
  severity = error
  summary  = "Invalid resource name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_resource_name"
}

diagnostic "invalid_data_source_name" {
  code     = "TOFU3042"
  severity = error
  summary  = "Invalid data source name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_data_type_name"
}

diagnostic "invalid_data_resource_name" {
  code     = "TOFU3043"
  severity = error
  summary  = "Invalid data resource name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_data_name"
}

diagnostic "invalid_module_name" {
  code     = "TOFU3046"
  severity = error
  summary  = "Invalid module instance name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_module_name"
}

diagnostic "invalid_variable_name" {
  code     = "TOFU3047"
  severity = error
  summary  = "Invalid variable name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_variable_name"
}

diagnostic "invalid_output_name" {
  code     = "TOFU3048"
  severity = error
  summary  = "Invalid output name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_output_name"
}

diagnostic "invalid_local_name" {
  code     = "TOFU3049"
  severity = error
  summary  = "Invalid local value name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
}

diagnostic "invalid_check_name" {
  code     = "TOFU3050"
  severity = error
  summary  = "Invalid check block name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_check_name"
}

# --- TOFU4xxx: evaluation-time attribute checks and reference shapes -------------------
# (internal/tofu/evaluate.go, evaluate_valid.go, node_resource_validate.go;
#  internal/configs/static_scope.go, resource.go, provisioner.go)

diagnostic "count_attr_invalid" {
  code     = "TOFU4001"
  severity = error
  summary  = "Invalid \"count\" attribute"
  detail   = "The \"count\" object does not have an attribute named \"{name}\". The only supported attribute is count.index, which is the index of each instance of a resource block that has the \"count\" argument set."
  params   = ["name"]
}

diagnostic "count_no_context" {
  code     = "TOFU4002"
  severity = error
  summary  = "Reference to \"count\" in non-counted context"
  detail   = "The \"count\" object can only be used in \"module\", \"resource\", and \"data\" blocks, and only when the \"count\" argument is set."
  params   = []
}

diagnostic "each_attr_invalid" {
  code     = "TOFU4003"
  severity = error
  summary  = "Invalid \"each\" attribute"
  detail   = "The \"each\" object does not have an attribute named \"{name}\". The supported attributes are each.key and each.value, the current key and value pair of the \"for_each\" attribute set."
  params   = ["name"]
}

diagnostic "each_no_context" {
  code     = "TOFU4004"
  severity = error
  summary  = "Reference to \"each\" in context without for_each"
  detail   = "The \"each\" object can be used only in \"module\" or \"resource\" blocks, and only when the \"for_each\" argument is set."
  params   = []
}

diagnostic "each_value_unavailable" {
  code     = "TOFU4005"
  severity = error
  summary  = "each.value cannot be used in this context"
  detail   = "A reference to \"each.value\" has been used in a context in which it is unavailable, such as when the configuration no longer contains the value in its \"for_each\" expression. Remove this reference to each.value in your configuration to work around this error."
  params   = []
  role     = "each_value_unavailable"
}

# {suggestion} is empty or ` Did you mean "X"?` over cwd, module, root.
diagnostic "path_attr_invalid" {
  code     = "TOFU4006"
  severity = error
  summary  = "Invalid \"path\" attribute"
  detail   = "The \"path\" object does not have an attribute named \"{name}\".{suggestion}"
  params   = ["name", "suggestion"]
}

# {alias} is the root used: terraform or tofu.
diagnostic "terraform_attr_invalid" {
  code     = "TOFU4007"
  severity = error
  summary  = "Invalid \"{alias}\" attribute"
  detail   = "The \"{alias}\" object does not have an attribute named \"{name}\". The only supported attribute is {alias}.workspace, the name of the currently-selected workspace."
  params   = ["alias", "name"]
}

diagnostic "terraform_env" {
  code     = "TOFU4008"
  severity = error
  summary  = "Invalid \"{alias}\" attribute"
  detail   = "The {alias}.env attribute was deprecated in v0.10 and removed in v0.12. The \"state environment\" concept was renamed to \"workspace\" in v0.12, and so the workspace name can now be accessed using the {alias}.workspace attribute."
  params   = ["alias"]
}

diagnostic "self_no_context" {
  code     = "TOFU4012"
  severity = error
  summary  = "Invalid \"self\" reference"
  detail   = "The \"self\" object is not available in this context. This object can be used only in resource provisioner, connection, and postcondition blocks."
  params   = []
}

diagnostic "depends_on_shape" {
  code     = "TOFU4013"
  severity = error
  summary  = "Invalid depends_on reference"
  detail   = "References in depends_on must be to a whole object (resource, etc), not to an attribute of an object."
  params   = []
  role     = "depends_on_shape"
}

diagnostic "replace_triggered_by_each" {
  code     = "TOFU4014"
  severity = error
  summary  = "Invalid each reference in replace_triggered_by expression"
  detail   = "Only each.key may be used in replace_triggered_by."
  params   = []
  role     = "replace_triggered_by_each"
}

diagnostic "replace_triggered_by_count" {
  code     = "TOFU4015"
  severity = error
  summary  = "Invalid count reference in replace_triggered_by expression"
  detail   = "Only count.index may be used in replace_triggered_by."
  params   = []
  role     = "replace_triggered_by_count"
}

diagnostic "replace_triggered_by_reference" {
  code     = "TOFU4016"
  severity = error
  summary  = "Invalid reference in replace_triggered_by expression"
  detail   = "Only resources, count.index, and each.key may be used in replace_triggered_by."
  params   = []
  role     = "replace_triggered_by_reference"
}

diagnostic "replace_triggered_by_missing" {
  code     = "TOFU4017"
  severity = error
  summary  = "Invalid replace_triggered_by expression"
  detail   = "Missing resource reference in replace_triggered_by expression."
  params   = []
  role     = "replace_triggered_by_missing"
}

diagnostic "replace_triggered_by_multiple" {
  code     = "TOFU4018"
  severity = error
  summary  = "Invalid replace_triggered_by expression"
  detail   = "Multiple resource references in replace_triggered_by expression."
  params   = []
  role     = "replace_triggered_by_multiple"
}

# Destroy-time provisioners and their connection blocks: only self, path, terraform, tofu,
# and count.index / each.key as exact two-step traversals.
diagnostic "destroy_provisioner_ref" {
  code     = "TOFU4019"
  severity = error
  summary  = "Invalid reference from destroy provisioner"
  detail   = "Destroy-time provisioners and their connection configurations may only reference attributes of the related resource, via 'self', 'count.index', or 'each.key'.\n\nReferences to other resources during the destroy phase can cause dependency cycles and interact poorly with create_before_destroy."
  params   = []
  role     = "destroy_provisioner_ref"
}

# ---------------------------------------------------------------------------------------
# The block rules' diagnostics that this file shares with v1.12 (tofu-1.12.hcl), with the same
# codes: argument forms, required arguments, duplicates across a module's files, override
# rules. Each text was looked up in the sources of this branch (internal/configs,
# internal/lang) and is the same here.
# ---------------------------------------------------------------------------------------

# Version constraint strings (version_constraint.go, hashicorp/go-version's syntax). {name}
# is the argument's name.
diagnostic "version_constraint_invalid" {
  code     = "TOFU2017"
  severity = error
  summary  = "Invalid version constraint"
  detail   = "This string does not use correct version constraint syntax."
  params   = []
  role     = "version_constraint_invalid"
}

diagnostic "version_constraint_type" {
  code     = "TOFU2019"
  severity = error
  summary  = "Invalid version constraint"
  detail   = "A string value is required for {name}."
  params   = ["name"]
  role     = "version_constraint_type"
}

# OpenTofu reuses the resource text for ephemeral blocks.
diagnostic "duplicate_escaping_block_ephemeral" {
  code     = "TOFU3019"
  severity = error
  summary  = "Duplicate escaping block"
  detail   = "The special block type \"_\" can be used to force particular arguments to be interpreted as resource-type-specific rather than as meta-arguments, but each resource block can have only one such block. The first escaping block was at {range}."
  params   = ["range"]
}

# compat_shim.go shimTraversalInString: a quoted reference or keyword still works, with a
# warning.
diagnostic "quoted_reference" {
  code     = "TOFU3051"
  severity = warning
  summary  = "Quoted references are deprecated"
  detail   = "In this context, references are expected literally rather than in quotes. OpenTofu 0.11 and earlier required quotes, but quoted references are now deprecated and will be removed in a future version of OpenTofu. Remove the quotes surrounding this reference to silence this warning."
  params   = []
  role     = "quoted_reference"
}

diagnostic "quoted_keyword" {
  code     = "TOFU3052"
  severity = warning
  summary  = "Quoted keywords are deprecated"
  detail   = "In this context, keywords are expected literally rather than in quotes. OpenTofu 0.11 and earlier required quotes, but quoted keywords are now deprecated and will be removed in a future version of OpenTofu. Remove the quotes surrounding this keyword to silence this warning."
  params   = []
  role     = "quoted_keyword"
}

# resource.go: ignore_changes = ["*"] (the whole list is the subject; "is was" is OpenTofu's).
diagnostic "ignore_changes_wildcard" {
  code     = "TOFU3053"
  severity = error
  summary  = "Invalid ignore_changes wildcard"
  detail   = "The [\"*\"] form of ignore_changes wildcard is was deprecated and is now invalid. Use \"ignore_changes = all\" to ignore changes to all attributes."
  params   = []
  role     = "ignore_changes_wildcard"
}

diagnostic "ignore_changes_ruleset" {
  code     = "TOFU3054"
  severity = error
  summary  = "Invalid ignore_changes ruleset"
  detail   = "Cannot mix wildcard string \"*\" with non-wildcard references."
  params   = []
  role     = "ignore_changes_ruleset"
}

# checks.go decodeCheckRuleBlock / validateSelfReferences. {type} is the block type
# (precondition, postcondition, assert, validation); {address} the resource (aws_s3_bucket.b,
# data.http.x).
diagnostic "condition_constant" {
  code     = "TOFU3055"
  severity = error
  summary  = "Invalid {type} expression"
  detail   = "The condition expression must refer to at least one object from elsewhere in the configuration, or else its result would not be checking anything."
  params   = ["type"]
  role     = "condition_constant"
}

diagnostic "condition_self_reference" {
  code     = "TOFU3056"
  severity = error
  summary  = "Invalid reference in {type}"
  detail   = "Configuration for {address} may not refer to itself."
  params   = ["type", "address"]
  role     = "condition_self_reference"
}

diagnostic "condition_override" {
  code     = "TOFU3057"
  severity = error
  summary  = "Can't override {type} blocks"
  detail   = "Override files cannot override \"{type}\" blocks."
  params   = ["type"]
  role     = "condition_override"
}

# named_values.go decodeVariableType: the pre-0.12 quoted type hints; the role names the hint.
diagnostic "type_quoted_string" {
  code     = "TOFU3058"
  severity = error
  summary  = "Invalid quoted type constraints"
  detail   = "OpenTofu 0.11 and earlier required type constraints to be given in quotes, but that form is now deprecated and will be removed in a future version of OpenTofu. Remove the quotes around \"string\"."
  params   = []
  role     = "type_quoted_string"
}

diagnostic "type_quoted_list" {
  code     = "TOFU3059"
  severity = error
  summary  = "Invalid quoted type constraints"
  detail   = "OpenTofu 0.11 and earlier required type constraints to be given in quotes, but that form is now deprecated and will be removed in a future version of OpenTofu. Remove the quotes around \"list\" and write list(string) instead to explicitly indicate that the list elements are strings."
  params   = []
  role     = "type_quoted_list"
}

diagnostic "type_quoted_map" {
  code     = "TOFU3060"
  severity = error
  summary  = "Invalid quoted type constraints"
  detail   = "OpenTofu 0.11 and earlier required type constraints to be given in quotes, but that form is now deprecated and will be removed in a future version of OpenTofu. Remove the quotes around \"map\" and write map(string) instead to explicitly indicate that the map elements are strings."
  params   = []
  role     = "type_quoted_map"
}

diagnostic "type_quoted" {
  code     = "TOFU3061"
  severity = error
  summary  = "Invalid legacy variable type hint"
  detail   = "To provide a full type expression, remove the surrounding quotes and give the type expression directly."
  params   = []
  role     = "type_quoted"
}

# module_call.go decodeStaticSource with a version argument; {error} is the registry address
# parser's message.
diagnostic "module_source_registry_invalid" {
  code     = "TOFU3064"
  severity = error
  summary  = "Invalid registry module source address"
  detail   = "Failed to parse module registry address: {error}.\n\nOpenTofu assumed that you intended a module registry source address because you also set the argument \"version\", which applies only to registry modules."
  params   = ["error"]
  role     = "module_source_registry_invalid"
}

# provider_requirements.go decodeRequiredProvidersBlock.
diagnostic "provider_requirement_invalid" {
  code     = "TOFU3065"
  severity = error
  summary  = "Invalid required_providers object"
  detail   = "required_providers entries must be strings or objects."
  params   = []
  role     = "provider_requirement_invalid"
}

diagnostic "provider_requirement_key" {
  code     = "TOFU3066"
  severity = error
  summary  = "Invalid required_providers object"
  detail   = "required_providers objects can only contain \"version\", \"source\" and \"configuration_aliases\" attributes. To configure a provider, use a \"provider\" block."
  params   = []
  role     = "provider_requirement_key"
}

diagnostic "provider_requirement_version_type" {
  code     = "TOFU3067"
  severity = error
  summary  = "Invalid version constraint"
  detail   = "Version must be specified as a string."
  params   = []
  role     = "provider_requirement_version_type"
}

diagnostic "provider_requirement_source_type" {
  code     = "TOFU3068"
  severity = error
  summary  = "Invalid source"
  detail   = "Source must be specified as a string."
  params   = []
  role     = "provider_requirement_source_type"
}

# {error} is ParseProviderPart's message.
diagnostic "provider_name_invalid" {
  code     = "TOFU3069"
  severity = error
  summary  = "Invalid provider name"
  detail   = "{error}"
  params   = ["error"]
  role     = "provider_name_invalid"
}

# registry-address ParseProviderSource (ParserError texts; the stray quotes before the end are
# OpenTofu's). A namespace that fails is shown empty, as OpenTofu does.
diagnostic "provider_source_format" {
  code     = "TOFU3070"
  severity = error
  summary  = "Invalid provider source string"
  detail   = "The \"source\" attribute must be in the format \"[hostname/][namespace/]name\""
  params   = []
  role     = "provider_source_format"
}

diagnostic "provider_type_invalid" {
  code     = "TOFU3071"
  severity = error
  summary  = "Invalid provider type"
  detail   = "Invalid provider type \"{type}\" in source \"{source}\": {error}\""
  params   = ["type", "source", "error"]
  role     = "provider_type_invalid"
}

diagnostic "provider_namespace_invalid" {
  code     = "TOFU3072"
  severity = error
  summary  = "Invalid provider namespace"
  detail   = "Invalid provider namespace \"{namespace}\" in source \"{source}\": {error}\""
  params   = ["namespace", "source", "error"]
  role     = "provider_namespace_invalid"
}

# A type starting with a repository prefix ({prefix} = terraform-provider-, then the same for
# opentofu-provider-) or a redundant one (terraform-, opentofu-). {source} is the short form
# (NAMESPACE/TYPE) in the first two, the full one (HOST/NAMESPACE/TYPE) in the others.
diagnostic "provider_type_repository_prefix" {
  code     = "TOFU3073"
  severity = error
  summary  = "Invalid provider type"
  detail   = "Provider source \"{source}\" has a type with the prefix \"{prefix}\", which isn't valid. Although that prefix is often used in the names of version control repositories for Terraform providers, provider source strings should not include it.\n\nDid you mean \"{suggestion}\"?"
  params   = ["source", "prefix", "suggestion"]
  role     = "provider_type_repository_prefix"
}

diagnostic "provider_type_repository_prefix_tofu" {
  code     = "TOFU3074"
  severity = error
  summary  = "Invalid provider type"
  detail   = "Provider source \"{source}\" has a type with the prefix \"{prefix}\", which isn't valid. Although that prefix is sometimes used in the names of version control repositories for OpenTofu providers, provider source strings should not include it.\n\nDid you mean \"{suggestion}\"?"
  params   = ["source", "prefix", "suggestion"]
  role     = "provider_type_repository_prefix_tofu"
}

diagnostic "provider_type_redundant_prefix" {
  code     = "TOFU3075"
  severity = error
  summary  = "Invalid provider type"
  detail   = "Provider source \"{source}\" has a type with the prefix \"{prefix}\", which isn't allowed because it would be redundant to name a Terraform provider with that prefix. If you are the author of this provider, rename it to not include the prefix."
  params   = ["source", "prefix"]
  role     = "provider_type_redundant_prefix"
}

diagnostic "provider_type_redundant_prefix_tofu" {
  code     = "TOFU3076"
  severity = error
  summary  = "Invalid provider type"
  detail   = "Provider source \"{source}\" has a type with the prefix \"{prefix}\", which isn't allowed because it would be redundant to name an OpenTofu provider with that prefix. If you are the author of this provider, rename it to not include the prefix."
  params   = ["source", "prefix"]
  role     = "provider_type_redundant_prefix_tofu"
}

diagnostic "configuration_aliases_invalid" {
  code     = "TOFU3077"
  severity = error
  summary  = "Invalid configuration_aliases value"
  detail   = "Configuration aliases can only contain references to local provider configuration names in the format of provider.alias"
  params   = []
  role     = "configuration_aliases_invalid"
}

diagnostic "configuration_aliases_name" {
  code     = "TOFU3078"
  severity = error
  summary  = "Invalid configuration_aliases value"
  detail   = "Configuration aliases must be prefixed with the provider name. Expected \"{expected}\", but found \"{found}\"."
  params   = ["expected", "found"]
  role     = "configuration_aliases_name"
}

# hcl's own texts for static shapes: hcl.ExprMap and hcl.AbsTraversalForExpr (depends_on,
# ignore_changes, provider references). A list that is not static is list_required.
diagnostic "map_required" {
  code     = "TOFU3079"
  severity = error
  summary  = "Invalid expression"
  detail   = "A static map expression is required."
  params   = []
  role     = "map_required"
}

diagnostic "static_reference_required" {
  code     = "TOFU3080"
  severity = error
  summary  = "Invalid expression"
  detail   = "A single static variable reference is required: only attribute access and indexing with constant keys. No calculations, function calls, template expressions, etc are allowed here."
  params   = []
  role     = "static_reference_required"
}

# hcl's own text for a schema's required argument (its subject is the block's opening brace).
# Override files need none.
diagnostic "missing_argument" {
  code     = "TOFU3081"
  severity = error
  summary  = "Missing required argument"
  detail   = "The argument \"{name}\" is required, but no definition was found."
  params   = ["name"]
  role     = "missing_argument"
}

# named_values.go decodeVariableValidationBlock: {name} is the variable's name. The first two
# are at each other reference (v1.9 lets a validation refer to other objects); the third at
# the whole condition.
diagnostic "validation_condition_only_self" {
  code     = "TOFU3120"
  severity = error
  summary  = "Invalid reference in variable validation"
  detail   = "The condition for variable \"{name}\" can only refer to the variable itself, using var.{name}."
  params   = ["name"]
  role     = "validation_condition_only_self"
}

diagnostic "validation_error_message_only_self" {
  code     = "TOFU3121"
  severity = error
  summary  = "Invalid reference in variable validation"
  detail   = "The error message for variable \"{name}\" can only refer to the variable itself, using var.{name}."
  params   = ["name"]
  role     = "validation_error_message_only_self"
}

diagnostic "validation_condition_refers_to_self" {
  code     = "TOFU3082"
  severity = error
  summary  = "Invalid variable validation condition"
  detail   = "The condition for variable \"{name}\" must refer to var.{name} in order to test incoming values."
  params   = ["name"]
  role     = "validation_condition_refers_to_self"
}

diagnostic "duplicate_variable" {
  code     = "TOFU3083"
  severity = error
  summary  = "Duplicate variable declaration"
  detail   = "A variable named \"{name}\" was already declared at {range}. Variable names must be unique within a module."
  params   = ["name", "range"]
  role     = "duplicate_variable"
}

diagnostic "duplicate_local_values" {
  code     = "TOFU3084"
  severity = error
  summary  = "Duplicate local value definition"
  detail   = "A local value named \"{name}\" was already defined at {range}. Local value names must be unique within a module."
  params   = ["name", "range"]
  role     = "duplicate_local_values"
}

diagnostic "duplicate_output" {
  code     = "TOFU3085"
  severity = error
  summary  = "Duplicate output definition"
  detail   = "An output named \"{name}\" was already defined at {range}. Output names must be unique within a module."
  params   = ["name", "range"]
  role     = "duplicate_output"
}

diagnostic "duplicate_module_call" {
  code     = "TOFU3086"
  severity = error
  summary  = "Duplicate module call"
  detail   = "A module call named \"{name}\" was already defined at {range}. Module calls must have unique names within a module."
  params   = ["name", "range"]
  role     = "duplicate_module_call"
}

diagnostic "duplicate_managed_resource" {
  code     = "TOFU3087"
  severity = error
  summary  = "Duplicate resource \"{type}\" configuration"
  detail   = "A {type} resource named \"{name}\" was already declared at {range}. Resource names must be unique per type in each module."
  params   = ["type", "name", "range"]
  role     = "duplicate_managed_resource"
}

diagnostic "duplicate_data_resource" {
  code     = "TOFU3088"
  severity = error
  summary  = "Duplicate data \"{type}\" configuration"
  detail   = "A {type} data resource named \"{name}\" was already declared at {range}. Resource names must be unique per type in each module."
  params   = ["type", "name", "range"]
  role     = "duplicate_data_resource"
}

# A check's data block (the one it keeps) named like a data resource declared before it:
# appendFile adds a file's data blocks before its checks' ones.
diagnostic "duplicate_nested_data_resource" {
  code     = "TOFU3141"
  severity = error
  summary  = "Duplicate data \"{type}\" configuration"
  detail   = "A {type} data resource named \"{name}\" was already declared at {range}. Resource names must be unique per type in each module, including within check blocks."
  params   = ["type", "name", "range"]
  role     = "duplicate_nested_data_resource"
}

diagnostic "duplicate_check" {
  code     = "TOFU3090"
  severity = error
  summary  = "Duplicate check \"{name}\" configuration"
  detail   = "A check block named \"{name}\" was already declared at {range}. Check blocks must be unique within each module."
  params   = ["name", "range"]
  role     = "duplicate_check"
}

# A provider configuration is keyed by its name and alias.
diagnostic "duplicate_provider" {
  code     = "TOFU3101"
  severity = error
  summary  = "Duplicate provider configuration"
  detail   = "A default (non-aliased) provider configuration for \"{name}\" was already given at {range}. If multiple configurations are required, set the \"alias\" argument for alternative configurations."
  params   = ["name", "range"]
  role     = "duplicate_provider"
}

diagnostic "duplicate_provider_alias" {
  code     = "TOFU3102"
  severity = error
  summary  = "Duplicate provider configuration"
  detail   = "A provider configuration for \"{name}\" with alias \"{alias}\" was already given at {range}. Each configuration for the same provider must have a distinct alias."
  params   = ["name", "alias", "range"]
  role     = "duplicate_provider_alias"
}

diagnostic "override_missing_variable" {
  code     = "TOFU3091"
  severity = error
  summary  = "Missing base variable declaration to override"
  detail   = "There is no variable named \"{name}\". An override file can only override a variable that was already declared in a primary configuration file."
  params   = ["name"]
  role     = "override_missing_variable"
}

diagnostic "override_missing_local_values" {
  code     = "TOFU3092"
  severity = error
  summary  = "Missing base local value definition to override"
  detail   = "There is no local value named \"{name}\". An override file can only override a local value that was already defined in a primary configuration file."
  params   = ["name"]
  role     = "override_missing_local_values"
}

diagnostic "override_missing_output" {
  code     = "TOFU3093"
  severity = error
  summary  = "Missing base output definition to override"
  detail   = "There is no output named \"{name}\". An override file can only override an output that was already defined in a primary configuration file."
  params   = ["name"]
  role     = "override_missing_output"
}

diagnostic "override_missing_module_call" {
  code     = "TOFU3094"
  severity = error
  summary  = "Missing module call to override"
  detail   = "There is no module call named \"{name}\". An override file can only override a module call that was defined in a primary configuration file."
  params   = ["name"]
  role     = "override_missing_module_call"
}

diagnostic "override_missing_managed_resource" {
  code     = "TOFU3095"
  severity = error
  summary  = "Missing resource to override"
  detail   = "There is no {type} resource named \"{name}\". An override file can only override a resource block defined in a primary configuration file."
  params   = ["type", "name"]
  role     = "override_missing_managed_resource"
}

diagnostic "override_missing_data_resource" {
  code     = "TOFU3096"
  severity = error
  summary  = "Missing data resource to override"
  detail   = "There is no {type} data resource named \"{name}\". An override file can only override a data block defined in a primary configuration file."
  params   = ["type", "name"]
  role     = "override_missing_data_resource"
}

# An override file may add a default provider configuration (an absent one is an empty one),
# but an aliased one must have a base.
diagnostic "override_missing_provider" {
  code     = "TOFU3103"
  severity = error
  summary  = "Missing base provider configuration for override"
  detail   = "There is no {name} provider configuration with the alias \"{alias}\". An override file can only override an aliased provider configuration that was already defined in a primary configuration file."
  params   = ["name", "alias"]
  role     = "override_missing_provider"
}

# module_merge.go: an override of an output, a module call or a resource that sets depends_on,
# at its first reference.
diagnostic "override_argument_depends_on" {
  code     = "TOFU3148"
  severity = error
  summary  = "Unsupported override"
  detail   = "The depends_on argument may not be overridden."
  params   = []
  role     = "override_argument_depends_on"
}

diagnostic "module_duplicate_backend" {
  code     = "TOFU3104"
  severity = error
  summary  = "Duplicate backend configuration"
  detail   = "A module may have only one backend configuration. The backend was previously configured at {range}."
  params   = ["range"]
  role     = "module_duplicate_backend"
}

diagnostic "override_duplicate_backend" {
  code     = "TOFU3105"
  severity = error
  summary  = "Duplicate backend configuration"
  detail   = "Each override file may have only one backend configuration. A backend was previously configured at {range}."
  params   = ["range"]
  role     = "override_duplicate_backend"
}

diagnostic "module_duplicate_cloud" {
  code     = "TOFU3106"
  severity = error
  summary  = "Duplicate cloud configurations"
  detail   = "A module may have only one 'cloud' block configuring a cloud backend. A cloud backend was previously configured at {range}."
  params   = ["range"]
  role     = "module_duplicate_cloud"
}

diagnostic "override_duplicate_cloud" {
  code     = "TOFU3107"
  severity = error
  summary  = "Duplicate cloud configurations"
  detail   = "A module may have only one 'cloud' block configuring a cloud backend. A cloud backend was previously configured at {range}."
  params   = ["range"]
  role     = "override_duplicate_cloud"
}

diagnostic "module_duplicate_required_providers" {
  code     = "TOFU3108"
  severity = error
  summary  = "Duplicate required providers configuration"
  detail   = "A module may have only one required providers configuration. The required providers were previously configured at {range}."
  params   = ["range"]
  role     = "module_duplicate_required_providers"
}

# appendFile keys provider_meta blocks by provider (their label through required_providers);
# {name} and {range} are the previous one's.
diagnostic "provider_meta_duplicate_provider" {
  code     = "TOFU3142"
  severity = error
  summary  = "Duplicate provider_meta block"
  detail   = "A provider_meta block for provider \"{name}\" was already declared at {range}. Providers may only have one provider_meta block per module."
  params   = ["name", "range"]
  role     = "provider_meta_duplicate_provider"
}

# named_values.go decodeVariableBlock, at the default's expression.
diagnostic "default_null_not_nullable" {
  code     = "TOFU3111"
  severity = error
  summary  = "Invalid default value for variable"
  detail   = "A null default value is not valid when nullable=false."
  role     = "default_null_not_nullable"
}

# hcl's own diagnostics for an expression evaluated with no context (Expression.Value(nil)):
# at a variable's root name, and at the whole of the outermost function call.
diagnostic "variables_not_allowed" {
  code     = "TOFU3112"
  severity = error
  summary  = "Variables not allowed"
  detail   = "Variables may not be used here."
  role     = "variables_not_allowed"
}

diagnostic "functions_not_allowed" {
  code     = "TOFU3113"
  severity = error
  summary  = "Function calls not allowed"
  detail   = "Functions may not be called here."
  role     = "functions_not_allowed"
}

# appendFile, after each primary file once both are there (so once per file from then on),
# at the backend.
diagnostic "module_exclusive_backend_cloud" {
  code     = "TOFU3114"
  severity = error
  summary  = "Both a backend and a cloud configuration are present"
  detail   = "A module may declare either one 'cloud' block configuring a cloud backend OR one 'backend' block configuring a state backend. A cloud backend is configured at {other_range}; a backend is configured at {range}. Remove the backend block to configure a cloud backend."
  params   = ["range", "other_range"]
  role     = "module_exclusive_backend_cloud"
}

# hcl's Body.JustAttributes (hclsyntax/structure.go), which reads locals (internal/configs/named_values.go),
# required_providers (provider_requirements.go), provider_meta (provider_meta.go) and a test
# file's variables blocks: the first nested block, at its type; none of them is read.
diagnostic "attributes_only_block" {
  code     = "TOFU3117"
  severity = error
  summary  = "Unexpected \"{type}\" block"
  detail   = "Blocks are not allowed here."
  params   = ["type"]
  role     = "attributes_only_block"
}

# Blocks mergeFile refuses outright. OpenTofu capitalises 'Removed' in its summary.
diagnostic "override_refused_moved" {
  code     = "TOFU3098"
  severity = error
  summary  = "Cannot override 'moved' blocks"
  detail   = "Records of moved objects can appear only in normal files, not in override files."
  role     = "override_refused_moved"
}

diagnostic "override_refused_import" {
  code     = "TOFU3099"
  severity = error
  summary  = "Cannot override 'import' blocks"
  detail   = "Import blocks can appear only in normal files, not in override files."
  role     = "override_refused_import"
}

# ---------------------------------------------------------------------------------------
# Test files (.tftest.hcl, .tofutest.hcl: internal/configs/test_file.go), read in testing
# scope.  Keywords and addresses among their arguments are static.
# ---------------------------------------------------------------------------------------

block "run" {
  test_file        = true
  labels           = ["name"]
  # tofu test reads expect_failures in the module under test's scope (module_scope, doc/spec.md)
  module_scope     = "module"
  static_arguments = ["command", "expect_failures"]
  # decodeTestRunBlock: a closed schema (testRunBlockSchema), the name an identifier, command
  # a bare keyword, providers as a module call's (decodePassedProviderConfigs). TestRun.Validate,
  # which tofu validate runs on every run block, reads expect_failures.
  meta_arguments   = ["command", "providers", "expect_failures"]
  meta_blocks      = ["plan_options", "assert", "variables", "module"]
  argument_forms   = ["command=bare_keyword apply plan", "providers=providers",
                      "expect_failures=checkable OutputValue InputVariable Check ResourceInstance Resource"]
  strict           = true
  since            = "1.6"

  # decodeTestRunOptionsBlock: one per run block (a second is not read), a closed schema; mode a
  # bare keyword; target and replace read as depends_on is (decodeDependsOn).
  block "plan_options" {
    static_arguments = ["mode", "target", "replace", "refresh"]
    meta_arguments   = ["mode", "refresh", "replace", "target"]
    argument_forms   = ["mode=bare_keyword normal refresh-only", "refresh=constant", "refresh=decode bool",
                        "replace=references", "target=references"]
    strict           = true
    # decodeTestRunOptionsBlock: refresh = false in refresh-only mode
    argument_conflicts = ["refresh=false mode=refresh-only"]
    unique           = true
  }

  # decodeTestRunModuleBlock: a second one is reported and still read; source is decoded with
  # no evaluation context and is required (with a message of its own, at the block's header).
  block "module" {
    static_arguments   = ["source", "version"]
    meta_arguments     = ["source", "version"]
    argument_forms     = ["source=module_source", "source=constant", "version=constant", "version=version"]
    required_arguments = ["source"]
    strict             = true
    unique             = true
    duplicate_read     = true
  }

  # One per run block; a second is not read.
  block "variables" {
    # hcl's JustAttributes reads it: a block inside is an error
    attributes_only = true
    unique = true
  }

  # decodeCheckRuleBlock, as a check block's assert.  tofu test evaluates its condition and
  # message in the scope of the module under test (the module a run's module block names, else
  # the one the test file belongs to: internal/moduletest/eval_context.go, then lang.Scope's
  # EvalContext, which first runs StaticValidateReferences), so a reference to a resource,
  # module call, local value or output that module does not declare is an error there.
  block "assert" {
    meta_arguments     = ["condition", "error_message"]
    argument_forms     = ["condition=condition"]
    required_arguments = ["condition", "error_message"]
    strict             = true
    module_scope       = "module"
  }
}

# loadTestFile: one per test file; a second is not read.
block "variables" {
  # hcl's JustAttributes reads it: a block inside is an error
  attributes_only = true
  test_file = true
  unique    = true
  since     = "1.6"
}

# loadTestFile decodes it as a module's provider block (decodeProviderBlock): the name a
# provider local name (nothing else is read when it is not), then the module provider
# block's arguments and names; it declares nothing of the module.
block "provider" {
  test_file          = true
  labels             = ["name"]
  static_arguments   = ["alias"]
  meta_arguments     = ["alias", "version"]
  reserved_arguments = ["count", "depends_on", "for_each", "source"]
  reserved_blocks    = ["lifecycle", "locals"]
  argument_forms     = ["alias=constant", "alias=decode string", "alias=alias", "version=constant", "version=version"]
  escaping_block     = true
  provider_label     = true
  since              = "1.6"
}

# --- TOFU52xx: accuracy: what a check of real modules against `tofu validate` found ------
# A source that is no local path, no registry address and that no go-getter detector takes
# (module_call.go: getmodules.MaybeRelativePathErr); {source} is the package, before any "//".
diagnostic "module_source_relative" {
  code     = "TOFU5201"
  severity = error
  summary  = "Invalid module source address"
  detail   = "OpenTofu failed to determine your intended installation method for remote module package \"{source}\".\n\nIf you intended this as a path relative to the current module, use \"./{source}\" instead. The \"./\" prefix indicates that the address is a relative filesystem path."
  params   = ["source"]
  role     = "module_source_relative"
}

# decodeVariableBlock: the default does not convert to the type (cty convert.Convert);
# {error} as tfdiags.FormatError prints it, the path first.
diagnostic "default_type_invalid" {
  code     = "TOFU5202"
  severity = error
  summary  = "Invalid default value for variable"
  detail   = "This default value is not compatible with the variable's type constraint: {error}."
  params   = ["error"]
  role     = "default_type_invalid"
}

# appendFile: two import blocks with one static target, at the later one, once for each earlier.
diagnostic "import_duplicate_target" {
  code     = "TOFU5205"
  severity = error
  summary  = "Duplicate import configuration for \"{address}\""
  detail   = "An import block for the resource \"{address}\" was already declared at {range}. A resource can have only one import block."
  params   = ["address", "range"]
  role     = "import_duplicate_target"
  subject  = block
}

# A second plan_options, variables or module block of one run block, at its header, {range}
# the first one's (hcl.Range.String); the module block is read all the same.
diagnostic "duplicate_plan_options_run" {
  code     = "TOFU5218"
  severity = error
  summary  = "Multiple \"plan_options\" blocks"
  detail   = "This run block already has a plan_options block defined at {range}."
  params   = ["range"]
  role     = "duplicate_plan_options_run"
}

diagnostic "duplicate_variables_run" {
  code     = "TOFU5219"
  severity = error
  summary  = "Multiple \"variables\" blocks"
  detail   = "This run block already has a variables block defined at {range}."
  params   = ["range"]
  role     = "duplicate_variables_run"
}

diagnostic "duplicate_module_run" {
  code     = "TOFU5220"
  severity = error
  summary  = "Multiple \"module\" blocks"
  detail   = "This run block already has a module block defined at {range}."
  params   = ["range"]
  role     = "duplicate_module_run"
}

# loadTestFile: a second variables block at the top of a test file, at its header.
diagnostic "duplicate_variables" {
  code     = "TOFU5221"
  severity = error
  summary  = "Multiple \"variables\" blocks"
  detail   = "This test file already has a variables block defined at {range}."
  params   = ["range"]
  role     = "duplicate_variables"
}

# decodeTestRunBlock, decodeTestRunOptionsBlock: hcl.ExprAsKeyword, so a quoted keyword is
# refused too; at the value. OpenTofu's mode text has no final period.
diagnostic "run_command_invalid" {
  code     = "TOFU5222"
  severity = error
  summary  = "Invalid \"command\" keyword"
  detail   = "The \"command\" argument requires one of the following keywords without quotes: apply or plan."
  role     = "run_command_invalid"
}

diagnostic "plan_options_mode_invalid" {
  code     = "TOFU5223"
  severity = error
  summary  = "Invalid \"mode\" keyword"
  detail   = "The \"mode\" argument requires one of the following keywords without quotes: normal or refresh-only"
  role     = "plan_options_mode_invalid"
}

# decodeTestRunModuleBlock: a run's module block without source, at the block's header.
diagnostic "run_module_source_missing" {
  code     = "TOFU5224"
  severity = error
  summary  = "Missing \"source\" attribute for module block"
  detail   = "You must specify a source attribute when executing alternate modules during test executions."
  role     = "run_module_source_missing"
}

# decodeTestRunOptionsBlock: refresh = false with mode = refresh-only, at the refresh argument.
diagnostic "plan_options_argument_conflict" {
  code     = "TOFU5225"
  severity = error
  summary  = "Incompatible plan options"
  detail   = "The \"refresh\" option cannot be set to false when running a test in \"refresh-only\" mode."
  role     = "plan_options_argument_conflict"
}

# configs/test_file.go, decodeTestRunOptionsBlock: refresh is decoded into a bool with
# gohcl.DecodeExpression; so are the arguments of form "decode" of configs/named_values.go, provider.go and
# resource.go. A value that does not convert, a null, or one that is unknown (a
# variable or a call in it: "value must be known"), at hcl's StartRange of the value; {error} is cty's.
diagnostic "unsuitable_value" {
  code     = "TOFU5227"
  severity = error
  summary  = "Unsuitable value type"
  detail   = "Unsuitable value: {error}"
  params   = ["error"]
  role     = "unsuitable_value"
}

# hcl's Body.Content and PartialContent (hclsyntax/structure.go): a block with fewer labels than
# its schema names, at its opening brace; one with more, at its first extra label. The block is
# not read at all, so nothing else is said of it. {labels} are the schema's label names joined
# by ", ", {count} their number, {label} the first one missing.
diagnostic "label_missing" {
  code     = "TOFU5229"
  severity = error
  summary  = "Missing {label} for {type}"
  detail   = "All {type} blocks must have {count} labels ({labels})."
  params   = ["label", "type", "count", "labels"]
  role     = "label_missing"
}

diagnostic "label_extraneous" {
  code     = "TOFU5230"
  severity = error
  summary  = "Extraneous label for {type}"
  detail   = "Only {count} labels ({labels}) are expected for {type} blocks."
  params   = ["type", "count", "labels"]
  role     = "label_extraneous"
}

diagnostic "label_extraneous_none" {
  code     = "TOFU5231"
  severity = error
  summary  = "Extraneous label for {type}"
  detail   = "No labels are expected for {type} blocks."
  params   = ["type"]
  role     = "label_extraneous_none"
}


# validate's graph (dag's Validate: one error per cycle, no source range, no detail): a cycle
# among the module's declarations, each node as the graph names it (a resource by its address,
# anything else by its expand node: `local.a (expand)`), in the order of Tarjan's walk; reserve
# keeps it at the first node, for its place among the others. Reported only when the check found no other error (validate
# builds its graph after loading, and walks it only when there is no cycle).
diagnostic "graph_cycle_validate" {
  code     = "TOFU5232"
  severity = error
  summary  = "Cycle: {nodes}"
  detail   = ""
  params   = ["nodes"]
  role     = "graph_cycle_validate"
  subject  = none # the graph's error (tfdiags.Sourceless): validate gives it no range
}


# checks.go decodeCheckBlock: a check block without an assert block, at its header.
diagnostic "check_zero_assert" {
  code     = "TOFU5233"
  severity = error
  summary  = "Zero assert blocks"
  detail   = "Check blocks must have at least one assert block."
  params   = []
  role     = "check_zero_assert"
}

# Local child modules (validate reads the whole tree: configload's moduleWalkerLoad, then the
# validate graph). A reference to an output the child does not declare: the child's outputs make
# an object type (evaluate.go GetModule at walkValidate), and hcl's GetAttr refuses the name, at
# the output's step (from its dot). The texts are hcl's (traversal.go).
diagnostic "module_output_undeclared" {
  code     = "TOFU5350"
  severity = error
  summary  = "Unsupported attribute"
  detail   = "This object does not have an attribute named \"{name}\"."
  params   = ["name"]
  role     = "module_output_undeclared"
}

# reserve's own: a local module call that leads back to a module the call chain is in (the
# installer would read it without end); at the source of the call from the module checked.
diagnostic "module_call_recursive" {
  code     = "TOFU5351"
  severity = error
  summary  = "Recursive module call"
  detail   = "The module at \"{source}\" leads back, directly or through the modules it calls, to a module already in this chain of calls, so the chain never ends; reserve reads each module once."
  params   = ["source"]
  role     = "module_call_recursive"
}

# reserve's own notes at the "all" level: a call whose source is not a local path (reserve
# fetches nothing), and a local path with no module folder (validate would ask for init).
diagnostic "module_not_read_remote" {
  code     = "TOFU5352"
  severity = warning
  summary  = "Module not read"
  detail   = "The module source \"{source}\" is not a local path: reserve does not fetch modules, so this call's arguments and the references to its outputs are not checked."
  params   = ["source"]
  role     = "module_not_read_remote"
}
diagnostic "module_not_read_missing" {
  code     = "TOFU5353"
  severity = warning
  summary  = "Module not read"
  detail   = "The module source \"{source}\" names the folder {dir}, which has no module files or cannot be read: this call's arguments and the references to its outputs are not checked."
  params   = ["source", "dir"]
  role     = "module_not_read_missing"
}

# configs/test_file.go TestRun.Validate (tofu validate, every run block of every test file):
# a reference in expect_failures to an object that cannot fail a check, at the reference;
# {subject} is the object's address (local.x, module.m, run.r). Same text on v1.10.
diagnostic "expect_failures_subject" {
  code     = "TOFU5206"
  severity = error
  summary  = "Invalid `expect_failures` reference"
  detail   = "You cannot expect failures from {subject}. You can only expect failures from checkable objects such as input variables, output values, check blocks, managed resources and data sources."
  params   = ["subject"]
  role     = "expect_failures_subject"
}

# tofu test (internal/moduletest/run.go, ValidateExpectedFailures): an object expect_failures
# names that the module under test does not declare can never fail, so the run ends with this,
# at the reference. {address} is the reference as written.
diagnostic "expect_failures_undeclared" {
  code     = "TOFU5226"
  severity = error
  summary  = "Missing expected failure"
  detail   = "The checkable object, {address}, was expected to report an error but did not."
  params   = ["address"]
  role     = "expect_failures_undeclared"
}

# ---------------------------------------------------------------------------------------
# Functions (doc/spec.md, "Functions"): every function of internal/lang/functions.go at
# v1.6.3 (Scope.Functions), but "type", which only `tofu console` has. `since` is the first
# release branch whose functions.go lists it. "list" and "map" are stubs that always fail with
# their message (internal/lang/funcs/collection.go). There are no namespaces yet (v1.7 brought
# core:: and provider::). The messages are hcl's (hclsyntax/expression.go, FunctionCallExpr.Value) as OpenTofu
# rewrites them (internal/lang/eval.go, enhanceFunctionDiag).
# ---------------------------------------------------------------------------------------

# --- TOFU50xx: function calls ------------------------------------------------------------
# {name} is the name as called; {function} its last part, {namespace} its first; {provider}
# the provider's local name.

diagnostic "function_unknown" {
  code     = "TOFU5001"
  severity = error
  summary  = "Call to unknown function"
  detail   = "There is no function named \"{name}\".{suggestion}"
  params   = ["name", "suggestion"]
  role     = "function_unknown"
}

diagnostic "function_removed" {
  code     = "TOFU5005"
  severity = error
  summary  = "Error in function call"
  detail   = "Call to function \"{name}\" failed: {message}."
  params   = ["name", "message"]
  role     = "function_removed"
}


# --- TOFU41xx: what the types of values alone make fail (hcl, before any value is known) ---

# hcl's ConditionalExpr.Value: the two results cannot be unified to one type; only results
# whose kind is sure by their syntax (a template, a number or bool, a tuple or object
# constructor), a structure against a primitive or a tuple against an object. {reason} is
# hcl's describeConditionalTypeMismatch. From the true result to the false one.
diagnostic "conditional_types_inconsistent" {
  code     = "TOFU4101"
  severity = error
  summary  = "Inconsistent conditional result types"
  detail   = "The true and false result expressions must have consistent types. {reason}."
  params   = ["reason"]
  role     = "conditional_types_inconsistent"
}

# hcl's GetAttr (ops.go) on an input variable, at validate an unknown value of its declared
# type, followed through its steps (an object's attributes, a list's or map's elements): an
# attribute ({name}) an object does not have, or one of a list of objects (whose element type
# has it, or not), of a set of objects, of a primitive ({type}), of a list, set or tuple of
# anything else. At the attribute's step, from its dot.
diagnostic "attribute_object_missing" {
  code     = "TOFU4107"
  severity = error
  summary  = "Unsupported attribute"
  detail   = "This object does not have an attribute named \"{name}\"."
  params   = ["name"]
  role     = "attribute_object_missing"
}

diagnostic "attribute_list_of_objects" {
  code     = "TOFU4102"
  severity = error
  summary  = "Unsupported attribute"
  detail   = "Can't access attributes on a list of objects. Did you mean to access attribute \"{name}\" for a specific element of the list, or across all elements of the list?"
  params   = ["name"]
  role     = "attribute_list_of_objects"
}

diagnostic "attribute_list_of_objects_other" {
  code     = "TOFU4103"
  severity = error
  summary  = "Unsupported attribute"
  detail   = "Can't access attributes on a list of objects. Did you mean to access an attribute for a specific element of the list, or across all elements of the list?"
  role     = "attribute_list_of_objects_other"
}

diagnostic "attribute_set_of_objects" {
  code     = "TOFU4104"
  severity = error
  summary  = "Unsupported attribute"
  detail   = "Can't access attributes on a set of objects. Did you mean to access an attribute across all elements of the set?"
  role     = "attribute_set_of_objects"
}

diagnostic "attribute_primitive" {
  code     = "TOFU4105"
  severity = error
  summary  = "Unsupported attribute"
  detail   = "Can't access attributes on a primitive-typed value ({type})."
  params   = ["type"]
  role     = "attribute_primitive"
}

diagnostic "attribute_none" {
  code     = "TOFU4106"
  severity = error
  summary  = "Unsupported attribute"
  detail   = "This value does not have any attributes."
  role     = "attribute_none"
}

# hcl's FunctionCallExpr.Value (hclsyntax/expression.go) checks a call against the function's
# signature before it calls it: the number of arguments ({count} the parameters, {parameter}
# the first one without a value; at the ")"), the extra argument (at its StartRange), and
# each argument's value against its parameter's type ({error} cty's convert error; at the
# argument's StartRange). An expanded final argument (`...`) that is no sequence fails first.
diagnostic "function_arguments_missing" {
  code     = "TOFU5006"
  severity = error
  summary  = "Not enough function arguments"
  detail   = "Function \"{name}\" expects {count} argument(s). Missing value for \"{parameter}\"."
  params   = ["name", "count", "parameter"]
  role     = "function_arguments_missing"
}

diagnostic "function_arguments_missing_variadic" {
  code     = "TOFU5007"
  severity = error
  summary  = "Not enough function arguments"
  detail   = "Function \"{name}\" expects at least {count} argument(s). Missing value for \"{parameter}\"."
  params   = ["name", "count", "parameter"]
  role     = "function_arguments_missing_variadic"
}

diagnostic "function_arguments_extra" {
  code     = "TOFU5008"
  severity = error
  summary  = "Too many function arguments"
  detail   = "Function \"{name}\" expects only {count} argument(s)."
  params   = ["name", "count"]
  role     = "function_arguments_extra"
}

diagnostic "function_argument_invalid" {
  code     = "TOFU5009"
  severity = error
  summary  = "Invalid function argument"
  detail   = "Invalid value for \"{parameter}\" parameter: {error}."
  params   = ["parameter", "error"]
  role     = "function_argument_invalid"
}

diagnostic "function_expand_invalid" {
  code     = "TOFU5010"
  severity = error
  summary  = "Invalid expanding argument value"
  detail   = "The expanding argument (indicated by ...) must be of a tuple, list, or set type."
  role     = "function_expand_invalid"
}

# A parameter's TYPE followed by "?" takes null (cty's AllowNull). For the stdlib = true
# functions it is go-cty's function/stdlib at v1.14.1, the version OpenTofu v1.6.3 vendors
# (coalescelist, format, formatlist, jsonencode and merge take null), and go-cty-yaml v1.0.3's
# (yamlencode does); the later releases' go-cty versions agree up to v1.18.0 (contains: see
# tofu.hcl). For the other functions reserve-gen drift checks it against the source.
function "abs" {
  since     = "1.6"
  signature = "(num number)"
  stdlib    = true
}
function "abspath" {
  since     = "1.6"
  signature = "(path string)"
}
function "alltrue" {
  since     = "1.6"
  signature = "(list list(bool))"
}
function "anytrue" {
  since     = "1.6"
  signature = "(list list(bool))"
}
function "base64decode" {
  since     = "1.6"
  signature = "(str string)"
}
function "base64encode" {
  since     = "1.6"
  signature = "(str string)"
}
function "base64gzip" {
  since     = "1.6"
  signature = "(str string)"
}
function "base64sha256" {
  since     = "1.6"
  signature = "(str string)"
}
function "base64sha512" {
  since     = "1.6"
  signature = "(str string)"
}
function "basename" {
  since     = "1.6"
  signature = "(path string)"
}
function "bcrypt" {
  since     = "1.6"
  signature = "(str string, cost number...)"
}
function "can" {
  since     = "1.6"
  signature = "(expression expression)"
  stdlib    = true
}
function "ceil" {
  since     = "1.6"
  signature = "(num number)"
  stdlib    = true
}
function "chomp" {
  since     = "1.6"
  signature = "(str string)"
  stdlib    = true
}
function "chunklist" {
  since     = "1.6"
  signature = "(list list(any), size number)"
  stdlib    = true
}
function "cidrhost" {
  since     = "1.6"
  signature = "(prefix string, hostnum number)"
}
function "cidrnetmask" {
  since     = "1.6"
  signature = "(prefix string)"
}
function "cidrsubnet" {
  since     = "1.6"
  signature = "(prefix string, newbits number, netnum number)"
}
function "cidrsubnets" {
  since     = "1.6"
  signature = "(prefix string, newbits number...)"
}
function "coalesce" {
  since     = "1.6"
  signature = "(vals any?...)"
}
function "coalescelist" {
  since     = "1.6"
  signature = "(vals any?...)"
  stdlib    = true
}
function "compact" {
  since     = "1.6"
  signature = "(list list(string))"
  stdlib    = true
}
function "concat" {
  since     = "1.6"
  signature = "(seqs any...)"
  stdlib    = true
}
function "contains" {
  since     = "1.6"
  signature = "(list any, value any)"
  stdlib    = true
}
function "csvdecode" {
  since     = "1.6"
  signature = "(str string)"
  stdlib    = true
}
function "dirname" {
  since     = "1.6"
  signature = "(path string)"
}
function "distinct" {
  since     = "1.6"
  signature = "(list list(any))"
  stdlib    = true
}
function "element" {
  since     = "1.6"
  signature = "(list any, index number)"
  stdlib    = true
}
function "endswith" {
  since     = "1.6"
  signature = "(str string, suffix string)"
}
function "file" {
  since     = "1.6"
  signature = "(path string)"
}
function "filebase64" {
  since     = "1.6"
  signature = "(path string)"
}
function "filebase64sha256" {
  since     = "1.6"
  signature = "(path string)"
}
function "filebase64sha512" {
  since     = "1.6"
  signature = "(path string)"
}
function "fileexists" {
  since     = "1.6"
  signature = "(path string)"
}
function "filemd5" {
  since     = "1.6"
  signature = "(path string)"
}
function "fileset" {
  since     = "1.6"
  signature = "(path string, pattern string)"
}
function "filesha1" {
  since     = "1.6"
  signature = "(path string)"
}
function "filesha256" {
  since     = "1.6"
  signature = "(path string)"
}
function "filesha512" {
  since     = "1.6"
  signature = "(path string)"
}
function "flatten" {
  since     = "1.6"
  signature = "(list any)"
  stdlib    = true
}
function "floor" {
  since     = "1.6"
  signature = "(num number)"
  stdlib    = true
}
function "format" {
  since     = "1.6"
  signature = "(format string, args any?...)"
  stdlib    = true
}
function "formatdate" {
  since     = "1.6"
  signature = "(format string, time string)"
  stdlib    = true
}
function "formatlist" {
  since     = "1.6"
  signature = "(format string, args any?...)"
  stdlib    = true
}
function "indent" {
  since     = "1.6"
  signature = "(spaces number, str string)"
  stdlib    = true
}
function "index" {
  since     = "1.6"
  signature = "(list any, value any)"
}
function "join" {
  since     = "1.6"
  signature = "(separator string, lists list(string)...)"
  stdlib    = true
}
function "jsondecode" {
  since     = "1.6"
  signature = "(str string)"
  stdlib    = true
}
function "jsonencode" {
  since     = "1.6"
  signature = "(val any?)"
  stdlib    = true
}
function "keys" {
  since     = "1.6"
  signature = "(inputMap any)"
  stdlib    = true
}
function "length" {
  since     = "1.6"
  signature = "(value any)"
}
function "list" {
  until     = "1.6"
  message   = "the \"list\" function was deprecated in Terraform v0.12 and is not available in OpenTofu; use tolist([ ... ]) syntax to write a literal list"
  signature = "(vals any?...)"
}
function "log" {
  since     = "1.6"
  signature = "(num number, base number)"
  stdlib    = true
}
function "lookup" {
  since     = "1.6"
  signature = "(inputMap any, key string, default any?...)"
}
function "lower" {
  since     = "1.6"
  signature = "(str string)"
  stdlib    = true
}
function "map" {
  until     = "1.6"
  message   = "the \"map\" function was deprecated in Terraform v0.12 and is not available in OpenTofu; use tomap({ ... }) syntax to write a literal map"
  signature = "(vals any?...)"
}
function "matchkeys" {
  since     = "1.6"
  signature = "(values list(any), keys list(any), searchset list(any))"
}
function "max" {
  since     = "1.6"
  signature = "(numbers number...)"
  stdlib    = true
}
function "md5" {
  since     = "1.6"
  signature = "(str string)"
}
function "merge" {
  since     = "1.6"
  signature = "(maps any?...)"
  stdlib    = true
}
function "min" {
  since     = "1.6"
  signature = "(numbers number...)"
  stdlib    = true
}
function "nonsensitive" {
  since     = "1.6"
  signature = "(value any?)"
}
function "one" {
  since     = "1.6"
  signature = "(list any)"
}
function "parseint" {
  since     = "1.6"
  signature = "(number any, base number)"
  stdlib    = true
}
function "pathexpand" {
  since     = "1.6"
  signature = "(path string)"
}
function "plantimestamp" {
  since     = "1.6"
  signature = "()"
}
function "pow" {
  since     = "1.6"
  signature = "(num number, power number)"
  stdlib    = true
}
function "range" {
  since     = "1.6"
  signature = "(params number...)"
  stdlib    = true
}
function "regex" {
  since     = "1.6"
  signature = "(pattern string, string string)"
  stdlib    = true
}
function "regexall" {
  since     = "1.6"
  signature = "(pattern string, string string)"
  stdlib    = true
}
function "replace" {
  since     = "1.6"
  signature = "(str string, substr string, replace string)"
}
function "reverse" {
  since     = "1.6"
  signature = "(list any)"
  stdlib    = true
}
function "rsadecrypt" {
  since     = "1.6"
  signature = "(ciphertext string, privatekey string)"
}
function "sensitive" {
  since     = "1.6"
  signature = "(value any?)"
}
function "setintersection" {
  since     = "1.6"
  signature = "(first_set set(any), other_sets set(any)...)"
  stdlib    = true
}
function "setproduct" {
  since     = "1.6"
  signature = "(sets any...)"
  stdlib    = true
}
function "setsubtract" {
  since     = "1.6"
  signature = "(a set(any), b set(any))"
  stdlib    = true
}
function "setunion" {
  since     = "1.6"
  signature = "(first_set set(any), other_sets set(any)...)"
  stdlib    = true
}
function "sha1" {
  since     = "1.6"
  signature = "(str string)"
}
function "sha256" {
  since     = "1.6"
  signature = "(str string)"
}
function "sha512" {
  since     = "1.6"
  signature = "(str string)"
}
function "signum" {
  since     = "1.6"
  signature = "(num number)"
  stdlib    = true
}
function "slice" {
  since     = "1.6"
  signature = "(list any, start_index number, end_index number)"
  stdlib    = true
}
function "sort" {
  since     = "1.6"
  signature = "(list list(string))"
  stdlib    = true
}
function "split" {
  since     = "1.6"
  signature = "(separator string, str string)"
  stdlib    = true
}
function "startswith" {
  since     = "1.6"
  signature = "(str string, prefix string)"
}
function "strcontains" {
  since     = "1.6"
  signature = "(str string, substr string)"
}
function "strrev" {
  since     = "1.6"
  signature = "(str string)"
  stdlib    = true
}
function "substr" {
  since     = "1.6"
  signature = "(str string, offset number, length number)"
  stdlib    = true
}
function "sum" {
  since     = "1.6"
  signature = "(list any)"
}
function "templatefile" {
  since     = "1.6"
  signature = "(path string, vars any)"
}
function "textdecodebase64" {
  since     = "1.6"
  signature = "(source string, encoding string)"
}
function "textencodebase64" {
  since     = "1.6"
  signature = "(string string, encoding string)"
}
function "timeadd" {
  since     = "1.6"
  signature = "(timestamp string, duration string)"
  stdlib    = true
}
function "timecmp" {
  since     = "1.6"
  signature = "(timestamp_a string, timestamp_b string)"
}
function "timestamp" {
  since     = "1.6"
  signature = "()"
}
function "title" {
  since     = "1.6"
  signature = "(str string)"
  stdlib    = true
}
function "tobool" {
  since     = "1.6"
  signature = "(v any?)"
}
function "tolist" {
  since     = "1.6"
  signature = "(v any?)"
}
function "tomap" {
  since     = "1.6"
  signature = "(v any?)"
}
function "tonumber" {
  since     = "1.6"
  signature = "(v any?)"
}
function "toset" {
  since     = "1.6"
  signature = "(v any?)"
}
function "tostring" {
  since     = "1.6"
  signature = "(v any?)"
}
function "transpose" {
  since     = "1.6"
  signature = "(values map(list(string)))"
}
function "trim" {
  since     = "1.6"
  signature = "(str string, cutset string)"
  stdlib    = true
}
function "trimprefix" {
  since     = "1.6"
  signature = "(str string, prefix string)"
  stdlib    = true
}
function "trimspace" {
  since     = "1.6"
  signature = "(str string)"
  stdlib    = true
}
function "trimsuffix" {
  since     = "1.6"
  signature = "(str string, suffix string)"
  stdlib    = true
}
function "try" {
  since     = "1.6"
  signature = "(expressions expression...)"
  stdlib    = true
}
function "upper" {
  since     = "1.6"
  signature = "(str string)"
  stdlib    = true
}
function "urlencode" {
  since     = "1.6"
  signature = "(str string)"
}
function "uuid" {
  since     = "1.6"
  signature = "()"
}
function "uuidv5" {
  since     = "1.6"
  signature = "(namespace string, name string)"
}
function "values" {
  since     = "1.6"
  signature = "(mapping any)"
  stdlib    = true
}
function "yamldecode" {
  since     = "1.6"
  signature = "(src string)"
  stdlib    = true
}
function "yamlencode" {
  since     = "1.6"
  signature = "(value any?)"
  stdlib    = true
}
function "zipmap" {
  since     = "1.6"
  signature = "(keys list(string), values any)"
  stdlib    = true
}

# ---------------------------------------------------------------------------------------
# Type constraints (doc/spec.md, "Type constraints"): the names of hcl's type-expression reader
# (ext/typeexpr, getType, in the opentofu/hcl fork OpenTofu builds with) as a variable's type
# reads them (internal/configs/named_values.go, decodeVariableType: TypeConstraintWithDefaults;
# a bare list or map alone is a shorthand for list(any) and map(any)). The messages are
# getType's.
# ---------------------------------------------------------------------------------------

type "bool" {
  form  = primitive
  since = "1.6"
}

type "number" {
  form  = primitive
  since = "1.6"
}

type "string" {
  form  = primitive
  since = "1.6"
}

type "any" {
  form  = dynamic
  since = "1.6"
}

type "list" {
  form      = collection
  shorthand = true
  since     = "1.6"
}

type "map" {
  form      = collection
  shorthand = true
  since     = "1.6"
}

type "set" {
  form  = collection
  since = "1.6"
}

type "object" {
  form  = object
  since = "1.6"
}

type "tuple" {
  form  = tuple
  since = "1.6"
}

type "optional" {
  form             = optional
  default_argument = true
  since            = "1.6"
}

diagnostic "type_keyword_invalid" {
  code     = "TOFU5101"
  severity = error
  summary  = "Invalid type specification"
  detail   = "The keyword \"{name}\" is not a valid type specification."
  params   = ["name"]
  role     = "type_keyword_invalid"
}

diagnostic "type_primitive_arguments" {
  code     = "TOFU5102"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Primitive type keyword \"{name}\" does not expect arguments."
  params   = ["name"]
  role     = "type_primitive_arguments"
}

diagnostic "type_dynamic_arguments" {
  code     = "TOFU5103"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Type constraint keyword \"{name}\" does not expect arguments."
  params   = ["name"]
  role     = "type_dynamic_arguments"
}

diagnostic "type_collection_arguments" {
  code     = "TOFU5104"
  severity = error
  summary  = "Invalid type specification"
  detail   = "The {name} type constructor requires one argument specifying the element type."
  params   = ["name"]
  role     = "type_collection_arguments"
}

diagnostic "type_object_arguments" {
  code     = "TOFU5105"
  severity = error
  summary  = "Invalid type specification"
  detail   = "The object type constructor requires one argument specifying the attribute types and values as a map."
  role     = "type_object_arguments"
}

diagnostic "type_tuple_arguments" {
  code     = "TOFU5106"
  severity = error
  summary  = "Invalid type specification"
  detail   = "The tuple type constructor requires one argument specifying the element types as a list."
  role     = "type_tuple_arguments"
}

diagnostic "type_invalid" {
  code     = "TOFU5107"
  severity = error
  summary  = "Invalid type specification"
  detail   = "A type specification is either a primitive type keyword (bool, number, string) or a complex type constructor call, like list(string)."
  role     = "type_invalid"
}

diagnostic "type_constructor_invalid" {
  code     = "TOFU5108"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Keyword \"{name}\" is not a valid type constructor."
  params   = ["name"]
  role     = "type_constructor_invalid"
}

diagnostic "type_object_map" {
  code     = "TOFU5109"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Object type constructor requires a map whose keys are attribute names and whose values are the corresponding attribute types."
  role     = "type_object_map"
}

diagnostic "type_object_key" {
  code     = "TOFU5110"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Object constructor map keys must be attribute names."
  role     = "type_object_key"
}

diagnostic "type_object_key_unique" {
  code     = "TOFU5111"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Object constructor map keys must be unique."
  role     = "type_object_key_unique"
}

diagnostic "type_tuple_list" {
  code     = "TOFU5112"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Tuple type constructor requires a list of element types."
  role     = "type_tuple_list"
}

diagnostic "type_optional_missing" {
  code     = "TOFU5113"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Optional attribute modifier requires the attribute type as its argument."
  role     = "type_optional_missing"
}

diagnostic "type_optional_arguments" {
  code     = "TOFU5114"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Optional attribute modifier expects at most two arguments: the attribute type, and a default value."
  role     = "type_optional_arguments"
}

diagnostic "type_optional_outside" {
  code     = "TOFU5116"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Keyword \"{name}\" is valid only as a modifier for object type attributes."
  params   = ["name"]
  role     = "type_optional_outside"
}

# ---------------------------------------------------------------------------------------
# Deliberate differences from the source (reserve-gen drift; doc/drift.md)
# ---------------------------------------------------------------------------------------

# Texts of hcl itself (hashicorp/hcl v2: hclsyntax, gohcl, ext/typeexpr and its static-analysis
# helpers), which OpenTofu's loader reaches through hcl's API: the source only calls them.
drift "diagnostic" {
  name   = "Cannot set both 'source' and 'content'"
  change = "extra"
  reason = "the file provisioner's ValidateProvisionerConfig (internal/builtin/provisioners/file), a source not read"
}
drift "diagnostic" {
  name   = "Must provide one of 'source' or 'content'"
  change = "extra"
  reason = "the file provisioner's ValidateProvisionerConfig (internal/builtin/provisioners/file), a source not read"
}
drift "diagnostic" {
  name   = "Unsupported argument"
  change = "extra"
  reason = "hcl's Body.Content (hclsyntax/structure.go), for an argument no schema names"
}
drift "diagnostic" {
  name   = "Unsupported block type"
  change = "extra"
  reason = "hcl's Body.Content (hclsyntax/structure.go), for a block type no schema names"
}
drift "diagnostic" {
  name   = "Missing required argument"
  change = "extra"
  reason = "hcl's Body.Content, for a schema attribute with Required: true"
}
drift "diagnostic" {
  name   = "Unexpected \"*\" block"
  change = "extra"
  reason = "hcl's Body.JustAttributes (hclsyntax/structure.go), for a block where only arguments may be"
}
drift "diagnostic" {
  name   = "Duplicate argument"
  change = "extra"
  reason = "hcl's (hcl/merged.go, json/structure.go): an argument set twice across merged bodies or in JSON syntax"
}
drift "diagnostic" {
  name   = "Variables not allowed"
  change = "extra"
  reason = "hclsyntax's ScopeTraversalExpr.Value with no evaluation context (an argument of form constant)"
}
drift "diagnostic" {
  name   = "Function calls not allowed"
  change = "extra"
  reason = "hclsyntax's FunctionCallExpr.Value with no evaluation context (an argument of form constant)"
}
drift "diagnostic" {
  name   = "Error in function call"
  change = "extra"
  reason = "hclsyntax's FunctionCallExpr.Value, for a function that fails (a removed or experimental one's stub)"
}
drift "diagnostic" {
  name   = "Not enough function arguments"
  change = "extra"
  reason = "hclsyntax's FunctionCallExpr.Value, for a call with fewer arguments than its function's signature has parameters"
}
drift "diagnostic" {
  name   = "Too many function arguments"
  change = "extra"
  reason = "hclsyntax's FunctionCallExpr.Value, for a call with more arguments than its function's signature takes"
}
drift "diagnostic" {
  name   = "Invalid function argument"
  change = "extra"
  reason = "hclsyntax's FunctionCallExpr.Value, for an argument that does not convert to its parameter's type"
}
drift "diagnostic" {
  name   = "Invalid expanding argument value"
  change = "extra"
  reason = "hclsyntax's FunctionCallExpr.Value, for an expanded final argument (...) that is no sequence"
}
drift "diagnostic" {
  name   = "Inconsistent conditional result types"
  change = "extra"
  reason = "hclsyntax's ConditionalExpr.Value, for results whose types cannot be unified"
}
drift "diagnostic" {
  name   = "Call to unknown function"
  change = "extra"
  reason = "the spec's text is hclsyntax's (FunctionCallExpr.Value), for a name that is no function; before v1.7 OpenTofu has no function namespaces and no message of its own for it"
}
drift "diagnostic" {
  name   = "Unsuitable value type"
  change = "extra"
  reason = "gohcl.DecodeExpression's, for a value that does not convert to the Go type it is decoded into"
}
drift "diagnostic" {
  name   = "Invalid expression"
  change = "extra"
  reason = "hcl's static-analysis helpers (hcl.AbsTraversalForExpr, hcl.ExprList, hcl.ExprMap), which the loader calls for addresses and lists"
}
drift "diagnostic" {
  name   = "Invalid type specification"
  change = "extra"
  reason = "hcl's ext/typeexpr (getType), which the loader calls to read a variable's type constraint"
}

# Texts of OpenTofu's provider address library, which the loader calls to parse a provider
# source address (required_providers).
drift "diagnostic" {
  name   = "Invalid provider*"
  change = "extra"
  reason = "the provider address library's (ParseProviderSource, in OpenTofu's fork of the registry address package), not the loader's"
}

# Texts of OpenTofu's code outside the language-defining folders that drift reads.
drift "diagnostic" {
  name   = "Invalid depends_on reference"
  change = "extra"
  reason = "the graph's validation of depends_on (internal/tofu/node_resource_validate.go), outside the folders drift reads"
}
drift "diagnostic" {
  name   = "Missing expected failure"
  change = "extra"
  reason = "the test runner's (tofu test, internal/moduletest), outside the folders drift reads"
}

# sniffCoreVersionRequirements reads required_version with no context: its form constant.
drift "constant" {
  name   = "required_version"
  where  = "module/terraform"
  change = "extra"
  reason = "sniffCoreVersionRequirements reads it with decodeVersionConstraint (Value with no context) through a schema of its own, which srcfacts does not follow"
}
# decodeVariableType evaluates a quoted type constraint with no context only to name the pre-0.12
# form ("Invalid quoted type constraints"); the type form reads the argument.
drift "constant" {
  name   = "type"
  where  = "module/variable"
  change = "missing"
  reason = "a quoted type constraint is evaluated only to recognise the legacy form; the type form reads type constraints"
}

# Rules that a check of one module cannot make: they need other modules (the root and its
# children, the provider configurations passed between them), files and folders that could not
# be read, static evaluation with the values given to the root module, or the test command's
# view of the whole configuration.
drift "diagnostic" {
  name   = "Backend configuration ignored"
  change = "missing"
  reason = "only a child module's backend is ignored: needs to know whether the module is the root"
}
drift "diagnostic" {
  name   = "Child modules are not supported"
  change = "missing"
  reason = "config_build.go, for a configuration built without child modules (a test's or a console's)"
}
drift "diagnostic" {
  name   = "Cannot override provider configuration"
  change = "missing"
  reason = "provider_validation.go: a provider configuration passed to a child module that has its own"
}
drift "diagnostic" {
  name   = "Missing required provider configuration"
  change = "missing"
  reason = "provider_validation.go: what a child module expects its caller to pass"
}
drift "diagnostic" {
  name   = "Provider type mismatch"
  change = "missing"
  reason = "provider_validation.go: provider local names compared between a module and its caller"
}
drift "diagnostic" {
  name   = "Reference to undefined provider"
  change = "missing"
  reason = "provider_validation.go: a provider passed to a child module that does not require it"
}
drift "diagnostic" {
  name   = "Redundant empty provider block"
  change = "missing"
  reason = "provider_validation.go: an empty provider block in a child module"
}
drift "diagnostic" {
  name   = "Invalid provider local name"
  change = "missing"
  reason = "provider_validation.go: a local name implied by the resources of a module, checked with its callers"
}
drift "diagnostic" {
  name   = "Duplicate required provider"
  change = "missing"
  reason = "provider_validation.go: requirements implied by resources and provider blocks, checked as the configuration tree is validated"
}
drift "diagnostic" {
  name   = "Module is incompatible with count, for_each*"
  change = "missing"
  reason = "a call of a child module that has provider configurations of its own: needs the child"
}
drift "diagnostic" {
  name   = "Invalid import configuration"
  change = "missing"
  reason = "config_build.go: an import block in a child module: needs to know whether the module is the root"
}
drift "diagnostic" {
  name   = "Invalid import provider argument"
  change = "missing"
  reason = "config.go: the import block's provider against the target resource's, across the configuration"
}
drift "diagnostic" {
  name   = "Missing provider definition for *"
  change = "missing"
  reason = "config.go: a test's provider blocks against the configuration under test"
}
drift "diagnostic" {
  name   = "Failed to *"
  change = "missing"
  reason = "files and folders the parser could not read or relate"
}
drift "diagnostic" {
  name   = "Test directory does not exist"
  change = "missing"
  reason = "the test directory given to the command"
}

# hcl's Body.Content and PartialContent report a block's missing or extra labels (hclsyntax
# structure.go); the dag package reports the graph's cycles. Neither text is in the language's
# folders that drift reads.
drift "diagnostic" {
  name   = "label_*"
  reason = "hcl's own label errors (hclsyntax/structure.go, Body.Content), for a block with fewer or more labels than its schema names"
}
drift "diagnostic" {
  name    = "module_call_recursive"
  change  = "extra"
  reason  = "reserve's own: a local module call that leads back into its chain of calls"
}
drift "diagnostic" {
  name    = "module_not_read_remote"
  change  = "extra"
  reason  = "reserve's own note: a module source it does not fetch"
}
drift "diagnostic" {
  name    = "module_not_read_missing"
  change  = "extra"
  reason  = "reserve's own note: a local module source with no module folder"
}
drift "diagnostic" {
  name   = "graph_cycle_validate"
  change = "extra"
  reason = "the dependency graph's cycle error (the dag package's Cycle text), outside the folders drift reads"
}
drift "constant" {
  name   = "*"
  where  = "module/terraform/required_providers"
  change = "missing"
  reason = "a probe: each requirement is evaluated with no context only to recognise the legacy version-only form, and the evaluation's diagnostics are dropped"
}

# Rules of the loader that one module could show but the runtime does not make yet, each with
# what stands in the way.
drift "diagnostic" {
  name   = "Cannot import to a move source"
  change = "missing"
  reason = "not modelled yet: module.go's check of an import's to against every moved block's from needs both read as resource instance addresses (v1.7 dropped the rule)"
}
drift "diagnostic" {
  name   = "Invalid Attribute"
  change = "missing"
  reason = "not modelled yet: a provider requirement that is no string or object; its detail is cty's formatting of the value (cty.NumberIntVal(1), cty.True), which the runtime does not reproduce"
}
drift "diagnostic" {
  name   = "Invalid default value for variable"
  change = "missing"
  reason = "module_merge.go: a default checked against the type an override file gives the variable (or the reverse); the runtime checks a default in the file that declares it, not the merge"
}
drift "diagnostic" {
  name   = "Invalid module source address"
  change = "missing"
  reason = "module_call.go wraps the module source parser's own error text (\"Failed to parse module source address: ...\"); the runtime gives the texts of the forms the spec's module_source form knows, not the parser's"
}
drift "diagnostic" {
  name   = "Invalid provider configuration address"
  change = "missing"
  reason = "unreachable from the loader: ParseProviderConfigCompact's only caller, configuration_aliases, replaces it with its own Invalid configuration_aliases value"
}
drift "diagnostic" {
  name   = "Invalid version constraint"
  change = "missing"
  reason = "the ephemeral-value text needs to know which values are ephemeral; the syntax text is a second version parser's (config.go, over the whole configuration's provider requirements), whose wording the runtime does not reproduce"
}

# Texts of configs' synthetic bodies (synth_body.go, until v1.7): values given on the command
# line, never a module's text.
drift "diagnostic" {
  name   = "Missing required attribute"
  where  = "configs"
  change = "missing"
  reason = "synth_body.go: the synthetic body of values given on the command line, not a module's text"
}
drift "diagnostic" {
  name   = "Unsupported attribute"
  where  = "configs"
  reason = "synth_body.go: the synthetic body of values given on the command line, not a module's text (missing; or different, against the spec's texts of that summary: hcl's GetAttr for the attribute_* diagnostics and module_output_undeclared, configschema's StaticValidateTraversal for ignore_changes)"
}

# ---- Rules of validate that the loader does not make (each since 1.6) --------------------------

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

# moved.go decodeMovedBlock: from and to are static addresses read by ParseMoveEndpoint
# (address move); when the block decoded without error, a module and a resource cannot be
# unified (MightUnifyWith), at the block's header.
diagnostic "moved_kinds_differ" {
  code     = "TOFU5305"
  severity = error
  summary  = "Invalid \"moved\" addresses"
  detail   = "The \"from\" and \"to\" addresses must either both refer to resources or both refer to modules."
  params   = []
  role     = "moved_kinds_differ"
}

# node_output.go NodeApplyableOutput.Execute, as validate runs it on the root module: a value
# that contains a sensitive variable, without sensitive = true, at the header.
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
  name   = "Output refers to sensitive values"
  change = "extra"
  reason = "node_output.go (the graph's output node), outside the folders drift reads"
}

# internal/lang/evalchecks/eval_for_each.go performTypeAndValueChecks (internal/tofu/eval_for_each.go
# before 1.8), as validate evaluates the for_each of resources of every mode
# (node_resource_validate.go validateForEach) and of module calls (node_module_expand.go), tuples
# not allowed: a literal that is no map, object or set (a tuple or object constructor, a string,
# a number, a bool), at the value. The same text since 1.6.
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

# ---- Rule: a resource's ignore_changes against its built-in schema (node_resource_validate.go) --
# validateResource checks each ignore_changes path with the schema's StaticValidateTraversal
# (internal/configs/configschema/validate_traversal.go): a first name that is no attribute or
# block type of it, at that name, {suggestion} the closest of them all in name order; a computed
# attribute the provider alone decides, a warning at the resource's type label. Only the
# resources whose schema the spec has (label_schemas: terraform_data). The same text since 1.6.
diagnostic "schema_attribute_unsupported" {
  code     = "TOFU5344"
  severity = error
  summary  = "Unsupported attribute"
  detail   = "This object has no argument, nested block, or exported attribute named \"{name}\".{suggestion}"
  params   = ["name", "suggestion"]
  role     = "schema_attribute_unsupported"
}
diagnostic "schema_ignore_computed" {
  code     = "TOFU5345"
  severity = warning
  summary  = "Redundant ignore_changes element"
  detail   = "Adding an attribute name to ignore_changes tells OpenTofu to ignore future changes to the argument in configuration after the object has been created, retaining the value originally configured.\n\nThe attribute {name} is decided by the provider alone and therefore there can be no configured value to compare with. Including this attribute in ignore_changes has no effect. Remove the attribute from ignore_changes to quiet this warning."
  params   = ["name"]
  role     = "schema_ignore_computed"
}

# ---- Rule: the file provisioner's ValidateProvisionerConfig (internal/builtin/provisioners/file) --
# Exactly one of source and content: Go errors, summaries without a detail or a source range.
# validate calls it until a provisioner of the resource has errors.
diagnostic "file_one_of_conflict" {
  code     = "TOFU5360"
  severity = error
  summary  = "Cannot set both 'source' and 'content'"
  detail   = ""
  params   = []
  role     = "file_one_of_conflict"
  subject  = none
}
diagnostic "file_one_of_missing" {
  code     = "TOFU5361"
  severity = error
  summary  = "Must provide one of 'source' or 'content'"
  detail   = ""
  params   = []
  role     = "file_one_of_missing"
  subject  = none
}
drift "diagnostic" {
  name   = "Redundant ignore_changes element"
  change = "extra"
  reason = "node_resource_validate.go (the graph's validation of a resource), outside the folders drift reads"
}

# ---- Rule: the value of a count (eval_count.go) ------------------------------------------------
# internal/tofu/eval_count.go evaluateCountExpressionValue (internal/lang/evalchecks/eval_count.go from 1.8), as validate evaluates the count of resources of every mode (node_resource_validate.go
# validateCount) and of module calls (node_module_expand.go) as a number: a known value that is
# null, that does not convert to a number (lang/eval.go's "Incorrect value type", cty's words for
# {error}), that gocty does not read into a Go int (not a whole number within 64 bits) or that
# is negative, at the whole value. The blocks resource, data, ephemeral and module have
# count=instance_count for it. The same text since 1.6.
diagnostic "count_null" {
  code     = "TOFU5340"
  severity = error
  summary  = "Invalid count argument"
  detail   = "The given \"count\" argument value is null. An integer is required."
  role     = "count_null"
}
diagnostic "count_number" {
  code     = "TOFU5341"
  severity = error
  summary  = "Incorrect value type"
  detail   = "Invalid expression value: {error}."
  params   = ["error"]
  role     = "count_number"
}
diagnostic "count_whole" {
  code     = "TOFU5342"
  severity = error
  summary  = "Invalid count argument"
  detail   = "The given \"count\" argument value is unsuitable: value must be a whole number, between -9223372036854775808 and 9223372036854775807."
  role     = "count_whole"
}
diagnostic "count_negative" {
  code     = "TOFU5343"
  severity = error
  summary  = "Invalid count argument"
  detail   = "The given \"count\" argument value is unsuitable: must be greater than or equal to zero."
  role     = "count_negative"
}
drift "diagnostic" {
  name   = "Invalid count argument"
  change = "extra"
  reason = "eval_count.go (the graph's evaluation of count), outside the folders drift reads"
}
