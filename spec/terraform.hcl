# Terraform language spec: the current Terraform language.
#
# Release described: hashicorp/terraform main at 883c7221ee (version/VERSION "1.17.0-dev").
#
# Where the facts come from: every message text below was checked against the Terraform sources at that commit
# (internal/addrs/parse_ref.go, internal/configs/*.go, internal/experiments/experiment.go,
# internal/terraform/evaluate.go, evaluate_data.go, evaluate_valid.go,
# node_resource_validate.go, internal/lang/eval.go) and, for the texts HCL itself produces,
# hashicorp/hcl at 2efc266. Messages are Terraform's exact strings, typos included; Go verbs
# became {placeholders}. The comments are ours.
#
# Versions in `since` are Terraform versions. Roots that predate the current reference parser
# are given "0.12", the release that introduced it.

language "terraform" {
  suggestion          = " Did you mean \"{name}\"?"
  resource_suggestion = "\n\nDid you mean the {mode} resource {address}?"
  dynamic_block       = "dynamic"
  dynamic_iterator    = "iterator"
  dynamic_content     = "content"
  display             = "Terraform"
  c_prefix            = "tf"
  version             = "1.17.0-dev"
  commit              = "883c7221ee"
  module_extensions   = [".tf"]
  test_extensions     = [".tftest.hcl"]
  # terraform { experiments = [...]  language = TF2021 } (internal/configs/experiments.go)
  experiments_in      = "terraform"
  edition_in          = "terraform"
  edition_attribute   = "language"
  # No function_namespace: Terraform's parseRef has no provider-function branch.
  # A lone string/number/bool/any gives no reference and no diagnostic.
  type_keywords       = ["string", "number", "bool", "any"]
  type_keyword_result = none
  # Terraform words the index-first error per root: "resource", "data", "ephemeral".
  index_object = ""
  # Block-level rules: the mutually exclusive meta-arguments (resource.go, module_call.go), what
  # destroy-time provisioners may refer to (provisioner.go onlySelfRefs).
  repetition_arguments = ["count", "for_each"]
  self_only_references = ["self", "path", "terraform", "count.index", "each.key"]
}

# ---------------------------------------------------------------------------------------
# Roots (parse_ref.go parseRef; testing scope last)
# ---------------------------------------------------------------------------------------

root "count" {
  requires_argument = "count"
  out_of_context    = "count_no_context"
  invalid_attribute = "count_attr_invalid"
  form       = name
  subject    = "CountAttr"
  attributes = ["index"]
  refers     = "the index of the current instance of a resource, data or module block that sets \"count\""
  since      = "0.12"
}

root "each" {
  requires_argument = "for_each"
  out_of_context    = "each_no_context"
  invalid_attribute = "each_attr_invalid"
  form       = name
  subject    = "ForEachAttr"
  attributes = ["key", "value"]
  refers     = "the key and value of the current instance of a block that sets \"for_each\""
  since      = "0.12"
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
  since     = "0.12"
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
  since     = "0.15"
}

root "ephemeral" {
  declared_by = ephemeral_resource
  undeclared  = "undeclared_ephemeral"
  form      = type_name
  subject   = "Resource"
  mode      = "ephemeral"
  what      = "an ephemeral resource type"
  two_names = "the ephemeral resource type and the resource name"
  refers    = "an ephemeral resource declared by an \"ephemeral\" block"
  since     = "1.10"
}

# List resources live in .tfquery.hcl files; in a module the root is still reserved.
# Quirk not expressible here: an index right after "list" (list["x"].y) says
# `The left operand does not support this operation.`, not `The "list" object ...`.
root "list" {
  form      = type_name
  subject   = "Resource"
  mode      = "list"
  what      = "a resource type"
  two_names = "the list resource type and the list resource name"
  refers    = "a list resource declared by a \"list\" block in a query file"
  since     = "1.13"
}

root "local" {
  declared_by = local_values
  undeclared  = "undeclared_local"
  form    = name
  subject = "LocalValue"
  refers  = "a local value declared in a \"locals\" block"
  since   = "0.12"
}

root "module" {
  declared_by = module_call
  undeclared  = "undeclared_module"
  form    = module_call
  subject = "ModuleCall"
  refers  = "a module call declared by a \"module\" block, one of its instances, or an output of it"
  since   = "0.12"
}

root "path" {
  invalid_attribute = "path_attr_invalid"
  form       = name
  subject    = "PathAttr"
  attributes = ["cwd", "module", "root"]
  refers     = "filesystem paths: the working directory, this module's directory, the root module's directory"
  since      = "0.12"
}

root "self" {
  requires_self  = true
  out_of_context = "self_no_context"
  form    = bare
  subject = "Self"
  refers  = "the object that contains the expression, in provisioner, connection and postcondition blocks"
  since   = "0.12"
}

root "caller" {
  form    = bare
  subject = "Caller"
  refers  = "the resource instance that triggered the action, inside an action block"
  since   = "1.16"
}

# TerraformAttr has no alias in Terraform (there is no "tofu" root).
root "terraform" {
  invalid_attribute  = "terraform_attr_invalid"
  removed_attributes = ["env"]
  removed_attribute  = "terraform_env"
  form       = name
  subject    = "TerraformAttr"
  attributes = ["workspace", "applying"]
  refers     = "run information: the selected workspace and whether Terraform is applying"
  since      = "0.12"
}

root "var" {
  declared_by = variable
  undeclared  = "undeclared_variable"
  # evaluate.go GetInputVariable, when no declared variable is close.
  no_suggestion = " This variable can be declared with a variable \"{name}\" {{}} block."
  form    = name
  subject = "InputVariable"
  refers  = "an input variable declared by a \"variable\" block"
  since   = "0.12"
}

root "template" {
  form   = reserved
  refers = "nothing yet: reserved for a future Terraform version (template values)"
  since  = "0.15"
}

root "lazy" {
  form   = reserved
  refers = "nothing yet: reserved for a future Terraform version (lazy expressions)"
  since  = "0.15"
}

root "arg" {
  form   = reserved
  refers = "nothing yet: reserved for a future Terraform version"
  since  = "0.15"
}

# parseActionRef: action.TYPE.NAME[KEY]; any step after the instance is
# ref_no_remaining. Quirks not expressible here: an index for NAME says
# `A reference to an action must be followed by at least one attribute access, specifying
# the action name.` (see ref_action_name), an index right after "action" says
# `The left operand does not support this operation.`, and an unknown index key becomes a
# wildcard key. Actions have no resource mode; the loader requires one for type_name roots,
# so it is given as "action" (Terraform's Action/ActionInstance addresses carry no mode).
root "action" {
  form             = type_name
  subject          = "Action"
  instance_subject = "ActionInstance"
  what             = "an action"
  two_names        = "the action type and the action name"
  no_remaining     = true
  refers           = "an action declared by an \"action\" block"
  since            = "1.13"
}

# Testing scope (ParseRefFromTestingScope): only in .tftest.hcl files. In normal scope
# these names are managed resource types.
root "output" {
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

root "run" {
  form    = name
  subject = "Run"
  scope   = testing
  refers  = "the outputs of an earlier run block in the same test file"
  since   = "1.6"
}

root "plan" {
  form   = reserved
  scope  = testing
  refers = "nothing yet: reserved in test files for a future Terraform version"
  since  = "1.6"
}

root "state" {
  form   = reserved
  scope  = testing
  refers = "nothing yet: reserved in test files for a future Terraform version"
  since  = "1.6"
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

# state_store is in the schema too, but it is decoded only in builds that allow experiments;
# elsewhere it gets unsupported_block_type (`Blocks of type "state_store" are not expected
# here.`), so it is left out of meta_blocks here.
block "terraform" {
  static_arguments = ["required_version", "experiments", "language"]
  meta_arguments = ["required_version", "experiments", "language"]
  meta_blocks    = ["backend", "cloud", "required_providers", "provider_meta"]
  argument_forms = ["required_version=compatibility"]
  strict         = true
  declares       = none
  since          = "0.12"

  # At most one backend and one cloud block in a module's primary files, and not both
  # (module.go appendFile); each override file may hold one of each.
  block "backend" {
    labels = ["type"]
    module_unique   = true
    module_excludes = ["cloud"]
  }

  block "cloud" {
    since = "1.1"
    module_unique = true
  }

  # At most one in a module's primary files (module.go NewModule); override files merge theirs.
  # Every argument is a provider requirement (provider_requirements.go).
  block "required_providers" {
    # hcl's JustAttributes reads it: a block inside is an error
    attributes_only = true
    static_arguments = ["*"]
    argument_forms   = ["*=provider_requirement"]
    since            = "0.13"
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
  since    = "0.13"
}

# Terraform has no provider for_each: it is reserved with count, depends_on and source.
# Its version is decoded with no context (version_constraint.go decodeVersionConstraint).
block "provider" {
  labels             = ["name"]
  meta_arguments     = ["alias", "version"]
  reserved_arguments = ["count", "depends_on", "for_each", "source"]
  argument_forms     = ["alias=constant", "alias=decode string", "alias=alias", "version=version",
                        "version=constant"]
  reserved_blocks    = ["lifecycle", "locals"]
  escaping_block     = true
  declares           = provider
  since              = "0.12"
}

block "variable" {
  static_arguments = ["type"]
  labels         = ["name"]
  meta_arguments = ["description", "default", "type", "sensitive", "ephemeral", "nullable", "deprecated", "const"]
  argument_forms = ["type=type", "default=default", "default=constant", "const=excludes sensitive ephemeral",
                    "nullable=nullable",
                    "description=constant", "description=decode string", "sensitive=constant",
                    "sensitive=decode bool", "ephemeral=constant", "ephemeral=decode bool",
                    "const=constant", "const=decode bool", "nullable=constant", "nullable=decode bool",
                    "deprecated=constant", "deprecated=decode string"]
  strict         = true
  meta_blocks    = ["validation"]
  reserved_names = true
  declares       = variable
  duplicate_previous = true
  since          = "0.12"

  # checkVariableValidationBlock (named_values.go): the condition must refer to the variable.
  block "validation" {
    meta_arguments     = ["condition", "error_message"]
    argument_forms     = ["condition=condition", "condition=refers_to_self"]
    required_arguments = ["condition", "error_message"]
    strict             = true
  }
}

block "locals" {
  # hcl's JustAttributes reads it: a block inside is an error
  attributes_only = true
  declares = local_values
  duplicate_previous = true
  since    = "0.12"
}

# postcondition is in the schema only to report postconditions_not_allowed.
block "output" {
  labels         = ["name"]
  meta_arguments = ["description", "value", "depends_on", "sensitive", "ephemeral", "deprecated", "type"]
  meta_blocks    = ["precondition", "postcondition"]
  argument_forms = ["depends_on=references", "type=type",
                    "description=constant", "description=decode string", "sensitive=constant",
                    "sensitive=decode bool", "ephemeral=constant", "ephemeral=decode bool",
                    "deprecated=constant", "deprecated=decode string",
                    # Rule "marks of output values" (at the end of this file).
                    "value=marked sensitive ephemeral"]
  required_arguments = ["value"]
  override_optional  = true
  strict         = true
  declares       = output
  duplicate_previous = true
  since          = "0.12"

  block "precondition" {
    meta_arguments     = ["condition", "error_message"]
    argument_forms     = ["condition=condition"]
    required_arguments = ["condition", "error_message"]
    strict             = true
  }
}

# lifecycle is still reserved in Terraform's module blocks. ignore_nested_deprecations is a
# static bool (958a1ae1e7) and, being in moduleBlockSchema, also a reserved variable name.
block "module" {
  static_arguments = ["providers", "source", "version"]
  labels          = ["name"]
  meta_arguments  = ["source", "version", "count", "for_each", "depends_on", "providers", "ignore_nested_deprecations"]
  argument_forms  = ["for_each=kinds map object set", "source=module_source", "version=version", "depends_on=references", "providers=providers"]
  required_arguments = ["source"]
  override_optional  = true
  reserved_blocks = ["lifecycle", "locals", "provider"]
  escaping_block  = true
  declares        = module_call
  duplicate_previous = true
  since           = "0.12"
}

block "resource" {
  static_arguments = ["provider"]
  labels          = ["type", "name"]
  meta_arguments  = ["count", "for_each", "provider", "depends_on"]
  meta_blocks     = ["lifecycle", "connection", "provisioner"]
  reserved_blocks = ["locals"]
  argument_forms  = ["for_each=kinds map object set", "provider=provider", "depends_on=references"]
  escaping_block  = true
  declares        = managed_resource
  objects         = "resources"
  since           = "0.12"

  block "lifecycle" {
    static_arguments = ["ignore_changes"]
    meta_arguments   = ["create_before_destroy", "prevent_destroy", "ignore_changes", "replace_triggered_by", "destroy"]
    meta_blocks      = ["precondition", "postcondition", "action_trigger"]
    argument_forms   = ["ignore_changes=attribute_paths all", "replace_triggered_by=triggers",
                        "create_before_destroy=constant", "create_before_destroy=decode bool",
                        "prevent_destroy=constant", "prevent_destroy=decode bool",
                        "destroy=constant", "destroy=decode bool"]
    strict           = true
    unique           = true

    block "precondition" {
      meta_arguments     = ["condition", "error_message"]
      argument_forms     = ["condition=condition", "condition=no_self_reference", "error_message=no_self_reference"]
      required_arguments = ["condition", "error_message"]
      strict             = true
    }

    block "postcondition" {
      self_context       = true
      meta_arguments     = ["condition", "error_message"]
      argument_forms     = ["condition=condition", "condition=no_self_reference", "error_message=no_self_reference"]
      required_arguments = ["condition", "error_message"]
      strict             = true
    }

    # decodeActionTriggerBlock (action.go): a closed schema (actionTriggerSchema) with events
    # and actions required, on_failure a bare keyword. What it checks inside events and
    # actions is not modelled (see the drift notes at the end).
    block "action_trigger" {
      static_arguments   = ["events", "on_failure"]
      meta_arguments     = ["events", "condition", "actions", "on_failure"]
      required_arguments = ["events", "actions"]
      argument_forms     = ["on_failure=bare_keyword halt taint continue"]
      strict             = true
      since              = "1.13"
    }
  }

  block "connection" {
    self_context = true
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

    block "connection" {
      self_context = true
    }
  }
}

# Every lifecycle argument is reported with data_lifecycle_argument, action_trigger with
# data_lifecycle_block.
block "data" {
  static_arguments = ["provider"]
  labels          = ["type", "name"]
  meta_arguments  = ["count", "for_each", "provider", "depends_on"]
  meta_blocks     = ["lifecycle"]
  reserved_blocks = ["locals"]
  argument_forms  = ["for_each=kinds map object set", "provider=provider", "depends_on=references"]
  escaping_block  = true
  declares        = data_resource
  objects         = "data sources"
  since           = "0.12"

  block "lifecycle" {
    meta_blocks = ["precondition", "postcondition"]
    strict      = true
    unique      = true

    block "precondition" {
      meta_arguments     = ["condition", "error_message"]
      argument_forms     = ["condition=condition", "condition=no_self_reference", "error_message=no_self_reference"]
      required_arguments = ["condition", "error_message"]
      strict             = true
    }

    block "postcondition" {
      self_context       = true
      meta_arguments     = ["condition", "error_message"]
      argument_forms     = ["condition=condition", "condition=no_self_reference", "error_message=no_self_reference"]
      required_arguments = ["condition", "error_message"]
      strict             = true
    }
  }
}

# Every lifecycle argument is reported with ephemeral_lifecycle_argument, action_trigger with
# ephemeral_lifecycle_block.
block "ephemeral" {
  static_arguments = ["provider"]
  labels          = ["type", "name"]
  meta_arguments  = ["count", "for_each", "provider", "depends_on"]
  meta_blocks     = ["lifecycle"]
  reserved_blocks = ["locals"]
  argument_forms  = ["for_each=kinds map object set", "provider=provider", "depends_on=references"]
  escaping_block  = true
  declares        = ephemeral_resource
  objects         = "ephemeral resources"
  since           = "1.10"

  block "lifecycle" {
    meta_blocks = ["precondition", "postcondition"]
    strict      = true
    unique      = true

    block "precondition" {
      meta_arguments     = ["condition", "error_message"]
      argument_forms     = ["condition=condition", "condition=no_self_reference", "error_message=no_self_reference"]
      required_arguments = ["condition", "error_message"]
      strict             = true
    }

    block "postcondition" {
      self_context       = true
      meta_arguments     = ["condition", "error_message"]
      argument_forms     = ["condition=condition", "condition=no_self_reference", "error_message=no_self_reference"]
      required_arguments = ["condition", "error_message"]
      strict             = true
    }
  }
}

# The "config" block holds the action type's own arguments. No "_" block. decodeActionBlock
# (action.go): a closed schema (actionBlockSchema), provider a provider configuration
# reference, a second config block reported at its header and the action dropped.
block "action" {
  static_arguments = ["provider"]
  labels         = ["type", "name"]
  meta_arguments = ["count", "for_each", "provider"]
  meta_blocks    = ["config"]
  argument_forms = ["provider=provider"]
  strict         = true
  declares       = none
  since          = "1.13"

  # The action type's own arguments, kept as a body for the provider's schema.
  block "config" {
    unique = true
  }
}

block "moved" {
  static_arguments = ["from", "to"]
  # Rule "moved addresses" (at the end of this file): each address is read as
  # ParseMoveEndpoint reads it.
  argument_forms = ["from=address move", "to=address move"]
  meta_arguments = ["from", "to"]
  required_arguments = ["from", "to"]
  strict         = true
  declares       = none
  since          = "1.1"
}

block "removed" {
  static_arguments = ["from"]
  meta_arguments = ["from"]
  required_arguments = ["from"]
  strict         = true
  meta_blocks    = ["lifecycle", "connection", "provisioner"]
  declares       = none
  since          = "1.7"

  # removed.go: a closed schema (removedLifecycleBlockSchema).
  block "lifecycle" {
    meta_arguments = ["destroy"]
    strict         = true
    argument_forms = ["destroy=constant", "destroy=decode bool"]
  }

  block "connection" {
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

    block "connection" {
      self_context = true
    }
  }
}

block "import" {
  static_arguments = ["to", "provider"]
  meta_arguments = ["to", "id", "identity", "provider", "for_each"]
  argument_forms = ["provider=provider"]
  required_arguments = ["to"]
  one_of         = ["id", "identity"]
  unique_target  = "to"
  strict         = true
  declares       = none
  since          = "1.5"
}

# decodeCheckBlock (checks.go): a closed schema (checkBlockSchema).
block "check" {
  labels      = ["name"]
  meta_blocks = ["data", "assert"]
  strict      = true
  declares    = check
  since       = "1.5"

  # At most one (a second is reported at its header, duplicate_data_check, and not read); its
  # count, for_each and lifecycle are errors.
  block "data" {
    unique          = true
    static_arguments = ["provider"]
    labels          = ["type", "name"]
    meta_arguments  = ["provider", "depends_on"]
    reserved_blocks = ["locals"]
    escaping_block  = true
    declares        = data_resource
  }

  block "assert" {
    meta_arguments     = ["condition", "error_message"]
    argument_forms     = ["condition=condition"]
    required_arguments = ["condition", "error_message"]
    strict             = true
  }
}

# ---------------------------------------------------------------------------------------
# Features and editions
# ---------------------------------------------------------------------------------------

# Terraform main has no current experiments; these nine are concluded
# (internal/experiments/experiment.go). `since` is the first release that listed each one as
# concluded.

feature "variable_validation" {
  state   = concluded
  since   = "0.13"
  message = "Custom variable validation can now be used by default, without enabling an experiment."
}

feature "variable_validation_crossref" {
  state   = concluded
  since   = "1.9"
  message = "Input variable validation rules may now refer to other objects in the same module without enabling any experiment."
}

feature "module_variable_optional_attrs" {
  state   = concluded
  since   = "1.3"
  message = "The final feature corresponding to this experiment differs from the experimental form and is available in the Terraform language from Terraform v1.3.0 onwards."
}

feature "provider_sensitive_attrs" {
  state   = concluded
  since   = "0.15"
  message = "Provider-defined sensitive attributes are now redacted by default, without enabling an experiment."
}

feature "template_string_func" {
  state   = concluded
  since   = "1.9"
  message = "The templatestring function can now be used without enabling an experiment."
}

feature "config_driven_move" {
  state   = concluded
  since   = "1.1"
  message = "Declarations of moved resource instances using \"moved\" blocks can now be used by default, without enabling an experiment."
}

feature "preconditions_postconditions" {
  state   = concluded
  since   = "1.2"
  message = "Condition blocks can now be used by default, without enabling an experiment."
}

feature "ephemeral_values" {
  state   = concluded
  since   = "1.10"
  message = "Ephemeral values can now be used by default, without enabling an experiment."
}

feature "unknown_instances" {
  state   = concluded
  since   = "1.9"
  message = "Unknown instances are being rolled into a larger feature for deferring unready resources and modules."
}

# The only edition; terraform { language = TF2021 } is accepted, anything else is an error.
edition "TF2021" {
  default  = true
  features = []
  since    = "0.15"
}

# ---------------------------------------------------------------------------------------
# Diagnostics
#   TF1xxx references (ParseRef, undeclared objects)
#   TF2xxx editions, experiments
#   TF3xxx blocks, meta-arguments, reserved names, escaping blocks
#   TF4xxx evaluation-time attribute checks and reference shapes
# ---------------------------------------------------------------------------------------

# --- TF1xxx: ParseRef (internal/addrs/parse_ref.go) ------------------------------------

diagnostic "ref_no_attr" {
  code     = "TF1001"
  severity = error
  summary  = "Invalid reference"
  detail   = "The \"{root}\" object cannot be accessed directly. Instead, access one of its attributes."
  params   = ["root"]
  role     = "ref_no_attr"
}

diagnostic "ref_no_operation" {
  code     = "TF1002"
  severity = error
  summary  = "Invalid reference"
  detail   = "The \"{root}\" object does not support this operation."
  params   = ["root"]
  role     = "ref_no_operation"
}

diagnostic "ref_two_names" {
  code     = "TF1003"
  severity = error
  summary  = "Invalid reference"
  detail   = "The \"{root}\" object must be followed by two attribute names: {two_names}."
  params   = ["root", "two_names"]
  role     = "ref_two_names"
}

# {object} is the root: resource, data or ephemeral.
diagnostic "ref_index_first" {
  code     = "TF1004"
  severity = error
  summary  = "Invalid reference"
  detail   = "The \"{object}\" object does not support this operation."
  params   = ["object"]
  role     = "ref_index_first"
}

diagnostic "ref_resource_name" {
  code     = "TF1005"
  severity = error
  summary  = "Invalid reference"
  detail   = "A reference to {what} must be followed by at least one attribute access, specifying the resource name."
  params   = ["what"]
  role     = "ref_resource_name"
}

diagnostic "ref_resource_key" {
  code     = "TF1006"
  severity = error
  summary  = "Invalid index key"
  detail   = "Invalid index for resource instance: {error}."
  params   = ["error"]
  role     = "ref_resource_key"
}

diagnostic "ref_module_key" {
  code     = "TF1007"
  severity = error
  summary  = "Invalid index key"
  detail   = "Invalid index for module instance: {error}."
  params   = ["error"]
  role     = "ref_module_key"
}

diagnostic "ref_module_operation" {
  code     = "TF1008"
  severity = error
  summary  = "Invalid reference"
  detail   = "Module instance objects do not support this operation."
  params   = []
  role     = "ref_module_operation"
}

diagnostic "ref_reserved" {
  code     = "TF1009"
  severity = error
  summary  = "Reserved symbol name"
  detail   = "The symbol name \"{root}\" is reserved for use in a future Terraform version. If you are using a provider that already uses this as a resource type name, add the prefix \"resource.\" to force interpretation as a resource type name."
  params   = ["root"]
  role     = "ref_reserved"
}

# TF1010 is left free: Terraform has no provider-function branch in parseRef.

diagnostic "ref_no_remaining" {
  code     = "TF1011"
  severity = error
  summary  = "Unexpected attribute in action reference"
  detail   = "Actions have no referenceable attributes."
  params   = []
  role     = "ref_no_remaining"
}

# The action-specific ParseRef texts the forms above cannot produce (see root "action").
diagnostic "ref_action_key" {
  code     = "TF1012"
  severity = error
  summary  = "Invalid index key"
  detail   = "Invalid index for action instance: {error}."
  params   = ["error"]
}

diagnostic "ref_action_name" {
  code     = "TF1013"
  severity = error
  summary  = "Invalid reference"
  detail   = "A reference to an action must be followed by at least one attribute access, specifying the action name."
  params   = []
}

# parseResourceRef for a list root, and parseActionRef, when an index follows the prefix.
diagnostic "ref_left_operand" {
  code     = "TF1014"
  severity = error
  summary  = "Invalid reference"
  detail   = "The left operand does not support this operation."
  params   = []
}

# --- TF11xx: references to undeclared objects ------------------------------------------
# {suggestion} is empty or, for variables, locals and module calls, ` Did you mean "X"?`;
# for resources it is empty, "\n\nDid you mean the data resource ADDR?" (managed), or
# "\n\nDid you mean the managed resource list.T? If so, please use the fully qualified name of
# the resource, e.g. resource.list.T" (list). {module} is "the root module" or module.NAME.

diagnostic "undeclared_variable" {
  code     = "TF1101"
  severity = error
  summary  = "Reference to undeclared input variable"
  detail   = "An input variable with the name \"{name}\" has not been declared.{suggestion}"
  params   = ["name", "suggestion"]
}

diagnostic "undeclared_local" {
  code     = "TF1102"
  severity = error
  summary  = "Reference to undeclared local value"
  detail   = "A local value with the name \"{name}\" has not been declared.{suggestion}"
  params   = ["name", "suggestion"]
}

diagnostic "undeclared_module" {
  code     = "TF1103"
  severity = error
  summary  = "Reference to undeclared module"
  detail   = "No module call named \"{name}\" is declared in {module}.{suggestion}"
  params   = ["name", "module", "suggestion"]
}

diagnostic "undeclared_resource" {
  code     = "TF1104"
  severity = error
  summary  = "Reference to undeclared resource"
  detail   = "A managed resource \"{type}\" \"{name}\" has not been declared in {module}.{suggestion}"
  params   = ["type", "name", "module", "suggestion"]
}

diagnostic "undeclared_data" {
  code     = "TF1105"
  severity = error
  summary  = "Reference to undeclared resource"
  detail   = "A data resource \"{type}\" \"{name}\" has not been declared in {module}.{suggestion}"
  params   = ["type", "name", "module", "suggestion"]
}

diagnostic "undeclared_ephemeral" {
  code     = "TF1106"
  severity = error
  summary  = "Reference to undeclared resource"
  detail   = "An ephemeral resource \"{type}\" \"{name}\" has not been declared in {module}.{suggestion}"
  params   = ["type", "name", "module", "suggestion"]
}

diagnostic "undeclared_list" {
  code     = "TF1107"
  severity = error
  summary  = "Reference to undeclared resource"
  detail   = "A list resource \"{type}\" \"{name}\" has not been declared in {module}.{suggestion}"
  params   = ["type", "name", "module", "suggestion"]
}

# --- TF2xxx: editions and experiments (internal/configs/experiments.go) ----------------

# {version} = version.SemVer ("1.17.0-dev"), {edition} = "TF2021".
diagnostic "edition_invalid" {
  code     = "TF2002"
  severity = error
  summary  = "Invalid language edition"
  detail   = "The language argument expects a bare language edition keyword. Terraform {version} supports only language edition {edition}, which is the default."
  params   = ["version", "edition"]
  role     = "edition_invalid"
}

# {relation} is "newer" when the keyword sorts after "TF2021" (Go string order), else
# "different".
diagnostic "edition_unsupported" {
  code     = "TF2004"
  severity = error
  summary  = "Unsupported language edition"
  detail   = "Terraform v{version} only supports language edition {edition}. This module requires a {relation} version of Terraform CLI."
  params   = ["version", "edition", "relation"]
  role     = "edition_unsupported"
}

# hcl.ExprList's own diagnostic, for experiments = <not a static list>.
diagnostic "experiments_not_list" {
  code     = "TF2005"
  severity = error
  summary  = "Invalid expression"
  detail   = "A static list expression is required."
  params   = []
  role     = "list_required"
}

diagnostic "experiment_invalid_keyword" {
  code     = "TF2006"
  severity = error
  summary  = "Invalid experiment keyword"
  detail   = "Elements of \"experiments\" must all be keywords representing active experiments."
  params   = []
  role     = "experiment_invalid_keyword"
}

diagnostic "experiment_unknown" {
  code     = "TF2007"
  severity = error
  summary  = "Unknown experiment keyword"
  detail   = "There is no current experiment with the keyword \"{name}\"."
  params   = ["name"]
  role     = "experiment_unknown"
}

# {message} is the feature's conclusion message.
diagnostic "experiment_concluded" {
  code     = "TF2012"
  severity = error
  summary  = "Experiment has concluded"
  detail   = "Experiment \"{name}\" is no longer available. {message}"
  params   = ["name", "message"]
  role     = "experiment_concluded"
}

# Unreachable on main (there are no current experiments).
diagnostic "experiment_active" {
  code     = "TF2013"
  severity = warning
  summary  = "Experimental feature \"{name}\" is active"
  detail   = "Experimental features are available only in alpha releases of Terraform and are subject to breaking changes or total removal in later versions, based on feedback. We recommend against using experimental features in production.\n\nIf you have feedback on the design of this feature, please open a GitHub issue to discuss it."
  params   = ["name"]
  role     = "experiment_active"
}

# Builds not linked with experiments allowed (all but alpha and dev prereleases) report this
# once per experiments attribute, at its name, instead of the per-keyword diagnostics
# (sniffActiveExperiments; main exempts no feature). The role is the one the runtime reads.
diagnostic "experiments_not_allowed" {
  code     = "TF2014"
  severity = error
  summary  = "Module uses experimental features"
  detail   = "Experimental features are intended only for gathering early feedback on new language designs, and so are available only in alpha releases of Terraform."
  params   = []
  role     = "experiments_unavailable"
}

diagnostic "experiment_parse_error" {
  code     = "TF2015"
  severity = error
  summary  = "Invalid experiment keyword"
  detail   = "Could not parse \"{name}\" as an experiment keyword: {error}."
  params   = ["name", "error"]
}

# --- TF3xxx: blocks, meta-arguments, reserved names, escaping blocks -------------------

diagnostic "unsupported_block_type" {
  code     = "TF3001"
  severity = error
  summary  = "Unsupported block type"
  detail   = "Blocks of type \"{type}\" are not expected here.{suggestion}"
  params   = ["type", "suggestion"]
  role     = "unsupported_block_type"
}

diagnostic "unsupported_argument" {
  code     = "TF3002"
  severity = error
  summary  = "Unsupported argument"
  detail   = "An argument named \"{name}\" is not expected here.{suggestion}"
  params   = ["name", "suggestion"]
  role     = "unsupported_argument"
}

diagnostic "duplicate_argument" {
  code     = "TF3003"
  severity = error
  summary  = "Duplicate argument"
  detail   = "Argument \"{name}\" was already set at {range}"
  params   = ["name", "range"]
  role     = "duplicate_argument"
}

diagnostic "required_providers_top_level" {
  code     = "TF3004"
  severity = error
  summary  = "Invalid required_providers block"
  detail   = "A \"required_providers\" block must be nested inside a \"terraform\" block."
  params   = []
  role     = "required_providers_top_level"
}

# One fixed text for resource, data and ephemeral blocks; subject the for_each name.
diagnostic "meta_combination" {
  code     = "TF3005"
  severity = error
  summary  = "Invalid combination of \"count\" and \"for_each\""
  detail   = "The \"count\" and \"for_each\" meta-arguments are mutually-exclusive, only one should be used to be explicit about the number of resources to be created."
  params   = []
  role     = "meta_combination"
}

# Module blocks use the same text ("resources").
diagnostic "meta_combination_module" {
  code     = "TF3006"
  severity = error
  summary  = "Invalid combination of \"count\" and \"for_each\""
  detail   = "The \"count\" and \"for_each\" meta-arguments are mutually-exclusive, only one should be used to be explicit about the number of resources to be created."
  params   = []
  role     = "meta_combination_module"
}

diagnostic "meta_combination_action" {
  code     = "TF3051"
  severity = error
  summary  = "Invalid combination of \"count\" and \"for_each\""
  detail   = "The \"count\" and \"for_each\" meta-arguments are mutually-exclusive, only one should be used."
  params   = []
  role     = "meta_combination_action"
}

# {name} is count or for_each; the detail names both.
diagnostic "nested_data_meta_argument" {
  code     = "TF3007"
  severity = error
  summary  = "Invalid \"{name}\" attribute"
  detail   = "The \"count\" and \"for_each\" meta-arguments are not supported within nested data blocks."
  params   = ["name"]
  role     = "nested_data_meta_argument"
}

diagnostic "nested_data_lifecycle" {
  code     = "TF3008"
  severity = error
  summary  = "Invalid lifecycle block"
  detail   = "Nested data blocks do not support \"lifecycle\" blocks as the lifecycle is managed by the containing block."
  params   = []
  role     = "nested_data_lifecycle"
}

# resource, data and ephemeral blocks.
diagnostic "duplicate_lifecycle" {
  code     = "TF3009"
  severity = error
  summary  = "Duplicate lifecycle block"
  detail   = "This resource already has a lifecycle block at {range}."
  params   = ["range"]
  role     = "duplicate_lifecycle"
}

diagnostic "duplicate_connection" {
  code     = "TF3012"
  severity = error
  summary  = "Duplicate connection block"
  detail   = "This resource already has a connection block at {range}."
  params   = ["range"]
  role     = "duplicate_connection"
}

diagnostic "duplicate_connection_provisioner" {
  code     = "TF3013"
  severity = error
  summary  = "Duplicate connection block"
  detail   = "This provisioner already has a connection block at {range}."
  params   = ["range"]
  role     = "duplicate_connection_provisioner"
}

diagnostic "duplicate_connection_removed" {
  code     = "TF3052"
  severity = error
  summary  = "Duplicate connection block"
  detail   = "This \"removed\" block already has a connection block at {range}."
  params   = ["range"]
  role     = "duplicate_connection_removed"
}

# {where} is resource, data, ephemeral, module, provider or provisioner.
diagnostic "reserved_block_type" {
  code     = "TF3014"
  severity = error
  summary  = "Reserved block type name in {where} block"
  detail   = "The block type name \"{type}\" is reserved for use by Terraform in a future version."
  params   = ["where", "type"]
  role     = "reserved_block_type"
}

diagnostic "reserved_provider_argument" {
  code     = "TF3015"
  severity = error
  summary  = "Reserved argument name in provider block"
  detail   = "The provider argument name \"{name}\" is reserved for use by Terraform in a future version."
  params   = ["name"]
  role     = "reserved_provider_argument"
}

# Reserved: source, version, count, for_each, depends_on, providers,
# ignore_nested_deprecations, _, lifecycle, locals, provider.
diagnostic "reserved_variable_name" {
  code     = "TF3016"
  severity = error
  summary  = "Invalid variable name"
  detail   = "The variable name \"{name}\" is reserved due to its special meaning inside module blocks."
  params   = ["name"]
  role     = "reserved_variable_name"
}

diagnostic "duplicate_escaping_block_resource" {
  code     = "TF3017"
  severity = error
  summary  = "Duplicate escaping block"
  detail   = "The special block type \"_\" can be used to force particular arguments to be interpreted as resource-type-specific rather than as meta-arguments, but each resource block can have only one such block. The first escaping block was at {range}."
  params   = ["range"]
  role     = "duplicate_escaping_block_resource"
}

diagnostic "duplicate_escaping_block_data" {
  code     = "TF3018"
  severity = error
  summary  = "Duplicate escaping block"
  detail   = "The special block type \"_\" can be used to force particular arguments to be interpreted as resource-type-specific rather than as meta-arguments, but each data block can have only one such block. The first escaping block was at {range}."
  params   = ["range"]
  role     = "duplicate_escaping_block_data"
}

# Terraform's ephemeral text says "each data block" (copied from the data block).
diagnostic "duplicate_escaping_block_ephemeral" {
  code     = "TF3019"
  severity = error
  summary  = "Duplicate escaping block"
  detail   = "The special block type \"_\" can be used to force particular arguments to be interpreted as resource-type-specific rather than as meta-arguments, but each data block can have only one such block. The first escaping block was at {range}."
  params   = ["range"]
  role     = "duplicate_escaping_block_ephemeral"
}

diagnostic "duplicate_escaping_block_module" {
  code     = "TF3020"
  severity = error
  summary  = "Duplicate escaping block"
  detail   = "The special block type \"_\" can be used to force particular arguments to be interpreted as module input variables rather than as meta-arguments, but each module block can have only one such block. The first escaping block was at {range}."
  params   = ["range"]
  role     = "duplicate_escaping_block_module"
}

diagnostic "duplicate_escaping_block_provider" {
  code     = "TF3021"
  severity = error
  summary  = "Duplicate escaping block"
  detail   = "The special block type \"_\" can be used to force particular arguments to be interpreted as provider-specific rather than as meta-arguments, but each provider block can have only one such block. The first escaping block was at {range}."
  params   = ["range"]
  role     = "duplicate_escaping_block_provider"
}

# "provisioner-typpe-specific" is Terraform's spelling.
diagnostic "duplicate_escaping_block_provisioner" {
  code     = "TF3022"
  severity = error
  summary  = "Duplicate escaping block"
  detail   = "The special block type \"_\" can be used to force particular arguments to be interpreted as provisioner-typpe-specific rather than as meta-arguments, but each provisioner block can have only one such block. The first escaping block was at {range}."
  params   = ["range"]
  role     = "duplicate_escaping_block_provisioner"
}

diagnostic "data_lifecycle_argument" {
  code     = "TF3023"
  severity = error
  summary  = "Invalid data resource lifecycle argument"
  detail   = "The lifecycle argument \"{name}\" is defined only for managed resources (\"resource\" blocks), and is not valid for data resources."
  params   = ["name"]
  role     = "data_lifecycle_argument"
}

diagnostic "ephemeral_lifecycle_argument" {
  code     = "TF3024"
  severity = error
  summary  = "Invalid ephemeral resource lifecycle argument"
  detail   = "The lifecycle argument \"{name}\" is defined only for managed resources (\"resource\" blocks), and is not valid for ephemeral resources."
  params   = ["name"]
  role     = "ephemeral_lifecycle_argument"
}

diagnostic "data_lifecycle_block" {
  code     = "TF3053"
  severity = error
  summary  = "Invalid data resource lifecycle nested block"
  detail   = "The lifecycle nested block \"{type}\" is defined only for managed resources (\"resource\" blocks), and is not valid for data resources."
  params   = ["type"]
}

diagnostic "ephemeral_lifecycle_block" {
  code     = "TF3054"
  severity = error
  summary  = "Invalid ephemeral resource lifecycle nested block"
  detail   = "The lifecycle nested block \"{type}\" is defined only for managed resources (\"resource\" blocks), and is not valid for ephemeral resources."
  params   = ["type"]
}

diagnostic "postconditions_not_allowed" {
  code     = "TF3026"
  severity = error
  summary  = "Postconditions are not allowed"
  detail   = "Output values can only have preconditions, not postconditions."
  params   = []
  role     = "postconditions_not_allowed"
}

diagnostic "check_override" {
  code     = "TF3027"
  severity = error
  summary  = "Can't override check blocks"
  detail   = "Override files cannot override check blocks."
  params   = []
  role     = "check_override"
}

diagnostic "provisioner_removed" {
  code     = "TF3028"
  severity = error
  summary  = "The \"{type}\" provisioner has been removed"
  detail   = "The \"{type}\" provisioner was deprecated in Terraform 0.13.4 has been removed from Terraform. Visit https://learn.hashicorp.com/collections/terraform/provision for alternatives to using provisioners that are a better fit for the Terraform workflow."
  params   = ["type"]
  role     = "provisioner_removed"
}

diagnostic "provisioner_when_invalid" {
  code     = "TF3029"
  severity = error
  summary  = "Invalid \"when\" keyword"
  detail   = "The \"when\" argument requires one of the following keywords: create or destroy."
  params   = []
  role     = "provisioner_when_invalid"
}

diagnostic "provisioner_on_failure_invalid" {
  code     = "TF3030"
  severity = error
  summary  = "Invalid \"on_failure\" keyword"
  detail   = "The \"on_failure\" argument requires one of the following keywords: continue or fail."
  params   = []
  role     = "provisioner_on_failure_invalid"
}

diagnostic "provider_version_deprecated" {
  code     = "TF3031"
  severity = warning
  summary  = "Version constraints inside provider configuration blocks are deprecated"
  detail   = "Terraform 0.13 and earlier allowed provider version constraints inside the provider configuration block, but that is now deprecated and will be removed in a future version of Terraform. To silence this warning, move the provider version constraint into the required_providers block."
  params   = []
  role     = "provider_version_deprecated"
}

diagnostic "provider_alias_invalid" {
  code     = "TF3033"
  severity = error
  summary  = "Invalid provider configuration alias"
  detail   = "An alias must be a valid name. A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "provider_alias_invalid"
}

diagnostic "provider_ref_quoted" {
  code     = "TF3034"
  severity = error
  summary  = "Invalid provider configuration reference"
  detail   = "A provider configuration reference must not be given in quotes."
  params   = []
  role     = "provider_ref_quoted"
}

# Terraform has no provider instance keys.
diagnostic "provider_ref_invalid" {
  code     = "TF3035"
  severity = error
  summary  = "Invalid provider configuration reference"
  detail   = "The {argument} argument requires a provider type name, optionally followed by a period and then a configuration alias."
  params   = ["argument"]
  role     = "provider_ref_invalid"
}

diagnostic "provider_ref_alias" {
  code     = "TF3036"
  severity = error
  summary  = "Invalid provider configuration reference"
  detail   = "Provider name must either stand alone or be followed by a period and then a configuration alias."
  params   = []
  role     = "provider_ref_alias"
}

diagnostic "provider_local_name_invalid" {
  code     = "TF3038"
  severity = error
  summary  = "Invalid provider local name"
  detail   = "{name} is an invalid provider local name: {error}"
  params   = ["name", "error"]
  role     = "provider_local_name_invalid"
}

diagnostic "provider_local_name_not_normalized" {
  code     = "TF3039"
  severity = error
  summary  = "Invalid provider local name"
  detail   = "Provider names must be normalized. Replace \"{name}\" with \"{normalized}\" to fix this error."
  params   = ["name", "normalized"]
  role     = "provider_local_name_not_normalized"
}

diagnostic "invalid_resource_type_name" {
  code     = "TF3040"
  severity = error
  summary  = "Invalid resource type name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_resource_type_name"
}

diagnostic "invalid_resource_name" {
  code     = "TF3041"
  severity = error
  summary  = "Invalid resource name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_resource_name"
}

diagnostic "invalid_data_source_name" {
  code     = "TF3042"
  severity = error
  summary  = "Invalid data source name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_data_type_name"
}

diagnostic "invalid_data_resource_name" {
  code     = "TF3043"
  severity = error
  summary  = "Invalid data resource name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_data_name"
}

# Terraform's summary has no "name".
diagnostic "invalid_ephemeral_type_name" {
  code     = "TF3044"
  severity = error
  summary  = "Invalid ephemeral resource type"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_ephemeral_type_name"
}

diagnostic "invalid_ephemeral_name" {
  code     = "TF3045"
  severity = error
  summary  = "Invalid ephemeral resource name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_ephemeral_name"
}

diagnostic "invalid_module_name" {
  code     = "TF3046"
  severity = error
  summary  = "Invalid module instance name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_module_name"
}

diagnostic "invalid_variable_name" {
  code     = "TF3047"
  severity = error
  summary  = "Invalid variable name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_variable_name"
}

diagnostic "invalid_output_name" {
  code     = "TF3048"
  severity = error
  summary  = "Invalid output name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_output_name"
}

diagnostic "invalid_local_name" {
  code     = "TF3049"
  severity = error
  summary  = "Invalid local value name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
}

diagnostic "invalid_check_name" {
  code     = "TF3050"
  severity = error
  summary  = "Invalid check block name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_check_name"
}

diagnostic "invalid_action_type_name" {
  code     = "TF3055"
  severity = error
  summary  = "Invalid action type name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_action_type_name"
}

diagnostic "invalid_action_name" {
  code     = "TF3056"
  severity = error
  summary  = "Invalid action name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  params   = []
  role     = "invalid_action_name"
}

diagnostic "ignore_nested_deprecations_static" {
  code     = "TF3057"
  severity = error
  summary  = "Invalid value for ignore_nested_deprecations"
  detail   = "The value for ignore_nested_deprecations must be a static boolean (true or false)."
  params   = []
}

# {type} is the given value's type (cty FriendlyName).
diagnostic "ignore_nested_deprecations_type" {
  code     = "TF3058"
  severity = error
  summary  = "Invalid type for ignore_nested_deprecations"
  detail   = "The value for ignore_nested_deprecations must be a boolean (true or false), but the given value has type {type}."
  params   = ["type"]
}

# --- TF3xxx: merging a module's files (internal/configs/module.go) --------------------
# A name the primary files declare twice, at the second with the first's {range}; what an
# override file declares with no base in the primary files (an unaliased provider may be new;
# Terraform does not check ephemeral resources there); blocks override files may not hold.
# Actions, list blocks and the state_store/cloud/backend rules are not described yet.

diagnostic "duplicate_variable" {
  code     = "TF3059"
  severity = error
  summary  = "Duplicate variable declaration"
  detail   = "A variable named \"{name}\" was already declared at {range}. Variable names must be unique within a module."
  params   = ["name", "range"]
  role     = "duplicate_variable"
}

diagnostic "duplicate_local_values" {
  code     = "TF3060"
  severity = error
  summary  = "Duplicate local value definition"
  detail   = "A local value named \"{name}\" was already defined at {range}. Local value names must be unique within a module."
  params   = ["name", "range"]
  role     = "duplicate_local_values"
}

diagnostic "duplicate_output" {
  code     = "TF3061"
  severity = error
  summary  = "Duplicate output definition"
  detail   = "An output named \"{name}\" was already defined at {range}. Output names must be unique within a module."
  params   = ["name", "range"]
  role     = "duplicate_output"
}

diagnostic "duplicate_module_call" {
  code     = "TF3062"
  severity = error
  summary  = "Duplicate module call"
  detail   = "A module call named \"{name}\" was already defined at {range}. Module calls must have unique names within a module."
  params   = ["name", "range"]
  role     = "duplicate_module_call"
}

diagnostic "duplicate_managed_resource" {
  code     = "TF3063"
  severity = error
  summary  = "Duplicate resource \"{type}\" configuration"
  detail   = "A {type} resource named \"{name}\" was already declared at {range}. Resource names must be unique per type in each module."
  params   = ["type", "name", "range"]
  role     = "duplicate_managed_resource"
}

diagnostic "duplicate_data_resource" {
  code     = "TF3064"
  severity = error
  summary  = "Duplicate data \"{type}\" configuration"
  detail   = "A {type} data resource named \"{name}\" was already declared at {range}. Resource names must be unique per type in each module."
  params   = ["type", "name", "range"]
  role     = "duplicate_data_resource"
}

diagnostic "duplicate_ephemeral_resource" {
  code     = "TF3065"
  severity = error
  summary  = "Duplicate ephemeral \"{type}\" configuration"
  detail   = "A {type} ephemeral resource named \"{name}\" was already declared at {range}. Resource names must be unique per type in each module."
  params   = ["type", "name", "range"]
  role     = "duplicate_ephemeral_resource"
}

diagnostic "duplicate_check" {
  code     = "TF3066"
  severity = error
  summary  = "Duplicate check \"{name}\" configuration"
  detail   = "A check block named \"{name}\" was already declared at {range}. Check blocks must be unique within each module."
  params   = ["name", "range"]
  role     = "duplicate_check"
}

diagnostic "duplicate_provider" {
  code     = "TF3067"
  severity = error
  summary  = "Duplicate provider configuration"
  detail   = "A default (non-aliased) provider configuration for \"{name}\" was already given at {range}. If multiple configurations are required, set the \"alias\" argument for alternative configurations."
  params   = ["name", "range"]
  role     = "duplicate_provider"
}

diagnostic "duplicate_provider_alias" {
  code     = "TF3068"
  severity = error
  summary  = "Duplicate provider configuration"
  detail   = "A provider configuration for \"{name}\" with alias \"{alias}\" was already given at {range}. Each configuration for the same provider must have a distinct alias."
  params   = ["name", "alias", "range"]
  role     = "duplicate_provider_alias"
}

diagnostic "override_missing_variable" {
  code     = "TF3069"
  severity = error
  summary  = "Missing base variable declaration to override"
  detail   = "There is no variable named \"{name}\". An override file can only override a variable that was already declared in a primary configuration file."
  params   = ["name"]
  role     = "override_missing_variable"
}

diagnostic "override_missing_local_values" {
  code     = "TF3070"
  severity = error
  summary  = "Missing base local value definition to override"
  detail   = "There is no local value named \"{name}\". An override file can only override a local value that was already defined in a primary configuration file."
  params   = ["name"]
  role     = "override_missing_local_values"
}

diagnostic "override_missing_output" {
  code     = "TF3071"
  severity = error
  summary  = "Missing base output definition to override"
  detail   = "There is no output named \"{name}\". An override file can only override an output that was already defined in a primary configuration file."
  params   = ["name"]
  role     = "override_missing_output"
}

diagnostic "override_missing_module_call" {
  code     = "TF3072"
  severity = error
  summary  = "Missing module call to override"
  detail   = "There is no module call named \"{name}\". An override file can only override a module call that was defined in a primary configuration file."
  params   = ["name"]
  role     = "override_missing_module_call"
}

diagnostic "override_missing_managed_resource" {
  code     = "TF3073"
  severity = error
  summary  = "Missing resource to override"
  detail   = "There is no {type} resource named \"{name}\". An override file can only override a resource block defined in a primary configuration file."
  params   = ["type", "name"]
  role     = "override_missing_managed_resource"
}

diagnostic "override_missing_data_resource" {
  code     = "TF3074"
  severity = error
  summary  = "Missing data resource to override"
  detail   = "There is no {type} data resource named \"{name}\". An override file can only override a data block defined in a primary configuration file."
  params   = ["type", "name"]
  role     = "override_missing_data_resource"
}

diagnostic "override_missing_provider" {
  code     = "TF3075"
  severity = error
  summary  = "Missing base provider configuration for override"
  detail   = "There is no {name} provider configuration with the alias \"{alias}\". An override file can only override an aliased provider configuration that was already defined in a primary configuration file."
  params   = ["name", "alias"]
  role     = "override_missing_provider"
}

diagnostic "override_refused_moved" {
  code     = "TF3076"
  severity = error
  summary  = "Cannot override 'moved' blocks"
  detail   = "Records of moved objects can appear only in normal files, not in override files."
  role     = "override_refused_moved"
}

diagnostic "override_refused_import" {
  code     = "TF3077"
  severity = error
  summary  = "Cannot override 'import' blocks"
  detail   = "Import blocks can appear only in normal files, not in override files."
  role     = "override_refused_import"
}

diagnostic "module_duplicate_required_providers" {
  code     = "TF3078"
  severity = error
  summary  = "Duplicate required providers configuration"
  detail   = "A module may have only one required providers configuration. The required providers were previously configured at {range}."
  params   = ["range"]
  role     = "module_duplicate_required_providers"
}

# hcl's Body.JustAttributes (hclsyntax/structure.go), which reads locals (internal/configs/named_values.go),
# required_providers (provider_requirements.go), provider_meta (provider_meta.go) and a test
# file's variables blocks: the first nested block, at its type; none of them is read.
diagnostic "attributes_only_block" {
  code     = "TF3079"
  severity = error
  summary  = "Unexpected \"{type}\" block"
  detail   = "Blocks are not allowed here."
  params   = ["type"]
  role     = "attributes_only_block"
}

# --- TF4xxx: evaluation-time attribute checks and reference shapes ---------------------
# (internal/terraform/evaluate.go, evaluate_data.go, node_resource_validate.go,
#  internal/lang/eval.go; internal/configs/resource.go, provisioner.go)

diagnostic "count_attr_invalid" {
  code     = "TF4001"
  severity = error
  summary  = "Invalid \"count\" attribute"
  detail   = "The \"count\" object does not have an attribute named \"{name}\". The only supported attribute is count.index, which is the index of each instance of a resource block that has the \"count\" argument set."
  params   = ["name"]
}

diagnostic "count_no_context" {
  code     = "TF4002"
  severity = error
  summary  = "Reference to \"count\" in non-counted context"
  detail   = "The \"count\" object can only be used in \"module\", \"resource\", and \"data\" blocks, and only when the \"count\" argument is set."
  params   = []
}

diagnostic "each_attr_invalid" {
  code     = "TF4003"
  severity = error
  summary  = "Invalid \"each\" attribute"
  detail   = "The \"each\" object does not have an attribute named \"{name}\". The supported attributes are each.key and each.value, the current key and value pair of the \"for_each\" attribute set."
  params   = ["name"]
}

diagnostic "each_no_context" {
  code     = "TF4004"
  severity = error
  summary  = "Reference to \"each\" in context without for_each"
  detail   = "The \"each\" object can be used only in \"module\" or \"resource\" blocks, and only when the \"for_each\" argument is set."
  params   = []
}

diagnostic "each_value_unavailable" {
  code     = "TF4005"
  severity = error
  summary  = "each.value cannot be used in this context"
  detail   = "A reference to \"each.value\" has been used in a context in which it is unavailable, such as when the configuration no longer contains the value in its \"for_each\" expression. Remove this reference to each.value in your configuration to work around this error."
  params   = []
  role     = "each_value_unavailable"
}

diagnostic "path_attr_invalid" {
  code     = "TF4006"
  severity = error
  summary  = "Invalid \"path\" attribute"
  detail   = "The \"path\" object does not have an attribute named \"{name}\".{suggestion}"
  params   = ["name", "suggestion"]
}

diagnostic "terraform_attr_invalid" {
  code     = "TF4007"
  severity = error
  summary  = "Invalid \"terraform\" attribute"
  detail   = "The \"terraform\" object does not have an attribute named \"{name}\". The only supported attributes are terraform.workspace, the name of the currently-selected workspace, and terraform.applying, a boolean which is true only during apply."
  params   = ["name"]
}

diagnostic "terraform_env" {
  code     = "TF4008"
  severity = error
  summary  = "Invalid \"terraform\" attribute"
  detail   = "The terraform.env attribute was deprecated in v0.10 and removed in v0.12. The \"state environment\" concept was renamed to \"workspace\" in v0.12, and so the workspace name can now be accessed using the terraform.workspace attribute."
  params   = []
}

diagnostic "self_no_context" {
  code     = "TF4012"
  severity = error
  summary  = "Invalid \"self\" reference"
  detail   = "The \"self\" object is not available in this context. This object can be used only in resource provisioner, connection, and postcondition blocks."
  params   = []
}

diagnostic "caller_no_context" {
  code     = "TF4020"
  severity = error
  summary  = "Invalid \"caller\" reference"
  detail   = "The \"caller\" object is not available in this context. This object can be used only in action blocks triggered from a resource instance."
  params   = []
}

diagnostic "depends_on_shape" {
  code     = "TF4013"
  severity = error
  summary  = "Invalid depends_on reference"
  detail   = "References in depends_on must be to a whole object (resource, etc), not to an attribute of an object."
  params   = []
  role     = "depends_on_shape"
}

diagnostic "depends_on_action" {
  code     = "TF4021"
  severity = error
  summary  = "Invalid depends_on reference"
  detail   = "Actions can not be referenced in depends_on. Use depends_on on the resource that triggers the action instead."
  params   = []
  role     = "depends_on_action"
}

diagnostic "replace_triggered_by_each" {
  code     = "TF4014"
  severity = error
  summary  = "Invalid each reference in replace_triggered_by expression"
  detail   = "Only each.key may be used in replace_triggered_by."
  params   = []
  role     = "replace_triggered_by_each"
}

diagnostic "replace_triggered_by_count" {
  code     = "TF4015"
  severity = error
  summary  = "Invalid count reference in replace_triggered_by expression"
  detail   = "Only count.index may be used in replace_triggered_by."
  params   = []
  role     = "replace_triggered_by_count"
}

diagnostic "replace_triggered_by_reference" {
  code     = "TF4016"
  severity = error
  summary  = "Invalid reference in replace_triggered_by expression"
  detail   = "Only resources, count.index, and each.key may be used in replace_triggered_by."
  params   = []
  role     = "replace_triggered_by_reference"
}

diagnostic "replace_triggered_by_missing" {
  code     = "TF4017"
  severity = error
  summary  = "Invalid replace_triggered_by expression"
  detail   = "Missing resource reference in replace_triggered_by expression."
  params   = []
  role     = "replace_triggered_by_missing"
}

diagnostic "replace_triggered_by_multiple" {
  code     = "TF4018"
  severity = error
  summary  = "Invalid replace_triggered_by expression"
  detail   = "Multiple resource references in replace_triggered_by expression."
  params   = []
  role     = "replace_triggered_by_multiple"
}

diagnostic "destroy_provisioner_ref" {
  code     = "TF4019"
  severity = error
  summary  = "Invalid reference from destroy provisioner"
  detail   = "Destroy-time provisioners and their connection configurations may only reference attributes of the related resource, via 'self', 'count.index', or 'each.key'.\n\nReferences to other resources during the destroy phase can cause dependency cycles and interact poorly with create_before_destroy."
  params   = []
  role     = "destroy_provisioner_ref"
}

# --- TF52xx: argument forms, required arguments and module rules -------------------------
# The diagnostics of the rules tofu-1.12.hcl describes that Terraform main has too: each text
# was looked up in the Terraform sources at 883c7221ee (internal/configs) and is the same,
# with the product's name.

# Version constraint strings (version_constraint.go, hashicorp/go-version's syntax). {name}
# is the argument's name.
diagnostic "version_constraint_invalid" {
  code     = "TF5201"
  severity = error
  summary  = "Invalid version constraint"
  detail   = "This string does not use correct version constraint syntax."
  params   = []
  role     = "version_constraint_invalid"
}

diagnostic "version_constraint_type" {
  code     = "TF5202"
  severity = error
  summary  = "Invalid version constraint"
  detail   = "A string value is required for {name}."
  params   = ["name"]
  role     = "version_constraint_type"
}

# compat_shim.go shimTraversalInString: a quoted reference or keyword still works, with a
# warning.
diagnostic "quoted_reference" {
  code     = "TF5203"
  severity = warning
  summary  = "Quoted references are deprecated"
  detail   = "In this context, references are expected literally rather than in quotes. Terraform 0.11 and earlier required quotes, but quoted references are now deprecated and will be removed in a future version of Terraform. Remove the quotes surrounding this reference to silence this warning."
  params   = []
  role     = "quoted_reference"
}

diagnostic "quoted_keyword" {
  code     = "TF5204"
  severity = warning
  summary  = "Quoted keywords are deprecated"
  detail   = "In this context, keywords are expected literally rather than in quotes. Terraform 0.11 and earlier required quotes, but quoted keywords are now deprecated and will be removed in a future version of Terraform. Remove the quotes surrounding this keyword to silence this warning."
  params   = []
  role     = "quoted_keyword"
}

# resource.go: ignore_changes = ["*"] (the whole list is the subject; "is was" is Terraform's).
diagnostic "ignore_changes_wildcard" {
  code     = "TF5205"
  severity = error
  summary  = "Invalid ignore_changes wildcard"
  detail   = "The [\"*\"] form of ignore_changes wildcard is was deprecated and is now invalid. Use \"ignore_changes = all\" to ignore changes to all attributes."
  params   = []
  role     = "ignore_changes_wildcard"
}

diagnostic "ignore_changes_ruleset" {
  code     = "TF5206"
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
  code     = "TF5207"
  severity = error
  summary  = "Invalid {type} expression"
  detail   = "The condition expression must refer to at least one object from elsewhere in the configuration, or else its result would not be checking anything."
  params   = ["type"]
  role     = "condition_constant"
}

diagnostic "condition_self_reference" {
  code     = "TF5208"
  severity = error
  summary  = "Invalid reference in {type}"
  detail   = "Configuration for {address} may not refer to itself."
  params   = ["type", "address"]
  role     = "condition_self_reference"
}

diagnostic "condition_override" {
  code     = "TF5209"
  severity = error
  summary  = "Can't override {type} blocks"
  detail   = "Override files cannot override \"{type}\" blocks."
  params   = ["type"]
  role     = "condition_override"
}

# named_values.go decodeVariableType: the pre-0.12 quoted type hints; the role names the hint.
diagnostic "type_quoted_string" {
  code     = "TF5210"
  severity = error
  summary  = "Invalid quoted type constraints"
  detail   = "Terraform 0.11 and earlier required type constraints to be given in quotes, but that form is now deprecated and will be removed in a future version of Terraform. Remove the quotes around \"string\"."
  params   = []
  role     = "type_quoted_string"
}

diagnostic "type_quoted_list" {
  code     = "TF5211"
  severity = error
  summary  = "Invalid quoted type constraints"
  detail   = "Terraform 0.11 and earlier required type constraints to be given in quotes, but that form is now deprecated and will be removed in a future version of Terraform. Remove the quotes around \"list\" and write list(string) instead to explicitly indicate that the list elements are strings."
  params   = []
  role     = "type_quoted_list"
}

diagnostic "type_quoted_map" {
  code     = "TF5212"
  severity = error
  summary  = "Invalid quoted type constraints"
  detail   = "Terraform 0.11 and earlier required type constraints to be given in quotes, but that form is now deprecated and will be removed in a future version of Terraform. Remove the quotes around \"map\" and write map(string) instead to explicitly indicate that the map elements are strings."
  params   = []
  role     = "type_quoted_map"
}

diagnostic "type_quoted" {
  code     = "TF5213"
  severity = error
  summary  = "Invalid legacy variable type hint"
  detail   = "To provide a full type expression, remove the surrounding quotes and give the type expression directly."
  params   = []
  role     = "type_quoted"
}

# module_call.go decodeStaticSource with a version argument; {error} is the registry address
# parser's message.
diagnostic "module_source_registry_invalid" {
  code     = "TF5214"
  severity = error
  summary  = "Invalid registry module source address"
  detail   = "Failed to parse module registry address: {error}.\n\nTerraform assumed that you intended a module registry source address because you also set the argument \"version\", which applies only to registry modules."
  params   = ["error"]
  role     = "module_source_registry_invalid"
}

# provider_requirements.go decodeRequiredProvidersBlock.
diagnostic "provider_requirement_invalid" {
  code     = "TF5215"
  severity = error
  summary  = "Invalid required_providers object"
  detail   = "required_providers entries must be strings or objects."
  params   = []
  role     = "provider_requirement_invalid"
}

diagnostic "provider_requirement_key" {
  code     = "TF5216"
  severity = error
  summary  = "Invalid required_providers object"
  detail   = "required_providers objects can only contain \"version\", \"source\" and \"configuration_aliases\" attributes. To configure a provider, use a \"provider\" block."
  params   = []
  role     = "provider_requirement_key"
}

diagnostic "provider_requirement_version_type" {
  code     = "TF5217"
  severity = error
  summary  = "Invalid version constraint"
  detail   = "Version must be specified as a string."
  params   = []
  role     = "provider_requirement_version_type"
}

diagnostic "provider_requirement_source_type" {
  code     = "TF5218"
  severity = error
  summary  = "Invalid source"
  detail   = "Source must be specified as a string."
  params   = []
  role     = "provider_requirement_source_type"
}

# {error} is ParseProviderPart's message.
diagnostic "provider_name_invalid" {
  code     = "TF5219"
  severity = error
  summary  = "Invalid provider name"
  detail   = "{error}"
  params   = ["error"]
  role     = "provider_name_invalid"
}

diagnostic "provider_type_invalid" {
  code     = "TF5220"
  severity = error
  summary  = "Invalid provider type"
  detail   = "Invalid provider type \"{type}\" in source \"{source}\": {error}\""
  params   = ["type", "source", "error"]
  role     = "provider_type_invalid"
}

diagnostic "configuration_aliases_invalid" {
  code     = "TF5221"
  severity = error
  summary  = "Invalid configuration_aliases value"
  detail   = "Configuration aliases can only contain references to local provider configuration names in the format of provider.alias"
  params   = []
  role     = "configuration_aliases_invalid"
}

diagnostic "configuration_aliases_name" {
  code     = "TF5222"
  severity = error
  summary  = "Invalid configuration_aliases value"
  detail   = "Configuration aliases must be prefixed with the provider name. Expected \"{expected}\", but found \"{found}\"."
  params   = ["expected", "found"]
  role     = "configuration_aliases_name"
}

diagnostic "static_reference_required" {
  code     = "TF5223"
  severity = error
  summary  = "Invalid expression"
  detail   = "A single static variable reference is required: only attribute access and indexing with constant keys. No calculations, function calls, template expressions, etc are allowed here."
  params   = []
  role     = "static_reference_required"
}

# hcl's own text for a schema's required argument (its subject is the block's opening brace).
# Override files need none.
diagnostic "missing_argument" {
  code     = "TF5224"
  severity = error
  summary  = "Missing required argument"
  detail   = "The argument \"{name}\" is required, but no definition was found."
  params   = ["name"]
  role     = "missing_argument"
}

# decodeImportBlock: neither id nor identity, or both, at the block's header.
diagnostic "import_one_of_missing" {
  code     = "TF5290"
  severity = error
  summary  = "Invalid import block"
  detail   = "At least one of 'id' or 'identity' must be specified."
  role     = "import_one_of_missing"
}

diagnostic "import_one_of_conflict" {
  code     = "TF5291"
  severity = error
  summary  = "Invalid import block"
  detail   = "Only one of 'id' or 'identity' can be specified."
  role     = "import_one_of_conflict"
  subject  = block
}

diagnostic "override_duplicate_backend" {
  code     = "TF5225"
  severity = error
  summary  = "Duplicate backend configuration"
  detail   = "Each override file may have only one backend configuration. A backend was previously configured at {range}."
  params   = ["range"]
  role     = "override_duplicate_backend"
}

# module.go appendFile: a second backend or cloud block in the module's primary files, at it,
# {range} the first one's; a second cloud block in one override file (mergeFile, same text).
diagnostic "module_duplicate_backend" {
  code     = "TF5258"
  severity = error
  summary  = "Duplicate 'backend' configuration block"
  detail   = "A module may have only one 'backend' configuration block. The backend was previously configured at {range}."
  params   = ["range"]
  role     = "module_duplicate_backend"
}

diagnostic "module_duplicate_cloud" {
  code     = "TF5259"
  severity = error
  summary  = "Duplicate HCP Terraform configurations"
  detail   = "A module may have only one 'cloud' block configuring HCP Terraform or Terraform Enterprise. The 'cloud' block was previously configured at {range}."
  params   = ["range"]
  role     = "module_duplicate_cloud"
}

diagnostic "override_duplicate_cloud" {
  code     = "TF5260"
  severity = error
  summary  = "Duplicate HCP Terraform configurations"
  detail   = "A module may have only one 'cloud' block configuring HCP Terraform or Terraform Enterprise. The 'cloud' block was previously configured at {range}."
  params   = ["range"]
  role     = "override_duplicate_cloud"
}

# appendFile, after each primary file once both are there, at the backend.
diagnostic "module_exclusive_backend_cloud" {
  code     = "TF5261"
  severity = error
  summary  = "Conflicting 'cloud' and 'backend' configuration blocks are present"
  detail   = "A module may declare either one 'cloud' block OR one 'backend' block for configuring state storage. The 'cloud' block is configured at {other_range}; a 'backend' is configured at {range}. Remove the 'backend' block to configure HCP Terraform or Terraform Enterprise."
  params   = ["range", "other_range"]
  role     = "module_exclusive_backend_cloud"
}

# named_values.go checkVariableValidationBlock, at the whole condition (the same rule and
# code as history/terraform-1.2.hcl's).
diagnostic "validation_condition_refers_to_self" {
  code     = "TF5239"
  severity = error
  summary  = "Invalid variable validation condition"
  detail   = "The condition for variable \"{name}\" must refer to var.{name} in order to test incoming values."
  params   = ["name"]
  role     = "validation_condition_refers_to_self"
}

# checks.go decodeCheckBlock: a second data block in a check block, at its header, {range}
# the first one's.
diagnostic "duplicate_data_check" {
  code     = "TF5262"
  severity = error
  summary  = "Multiple data resource blocks"
  detail   = "This check block already has a data resource defined at {range}."
  params   = ["range"]
  role     = "duplicate_data_check"
}

# action.go decodeActionBlock: a second config block, at its header.
diagnostic "duplicate_config_action" {
  code     = "TF5263"
  severity = error
  summary  = "Duplicate config block"
  detail   = "An action must contain only one nested \"config\" block."
  params   = ["range"]
  role     = "duplicate_config_action"
}

# action.go decodeActionTriggerBlock: an on_failure that is not one of the keywords, at the
# value.
diagnostic "action_trigger_on_failure_invalid" {
  code     = "TF5264"
  severity = error
  summary  = "Invalid \"on_failure\" keyword"
  detail   = "The \"on_failure\" argument requires one of the following keywords: halt, taint or continue."
  role     = "action_trigger_on_failure_invalid"
}

# named_values.go decodeVariableBlock, at the default's expression.
diagnostic "default_null_not_nullable" {
  code     = "TF5226"
  severity = error
  summary  = "Invalid default value for variable"
  detail   = "A null default value is not valid when nullable=false."
  role     = "default_null_not_nullable"
}

# hcl's own diagnostics for an expression evaluated with no context (Expression.Value(nil)):
# at a variable's root name, and at the whole of the outermost function call.
diagnostic "variables_not_allowed" {
  code     = "TF5227"
  severity = error
  summary  = "Variables not allowed"
  detail   = "Variables may not be used here."
  role     = "variables_not_allowed"
}

diagnostic "functions_not_allowed" {
  code     = "TF5228"
  severity = error
  summary  = "Function calls not allowed"
  detail   = "Functions may not be called here."
  role     = "functions_not_allowed"
}

# appendFile: two import blocks with one target, at the later one's "to".
diagnostic "import_duplicate_target" {
  code     = "TF5230"
  severity = error
  summary  = "Duplicate import configuration for \"{address}\""
  detail   = "An import block for the resource \"{address}\" was already declared at {range}. A resource can have only one import block."
  params   = ["address", "range"]
  role     = "import_duplicate_target"
}

# decodeVariableBlock: the default does not convert to the type (cty convert.Convert).
diagnostic "default_type_invalid" {
  code     = "TF5231"
  severity = error
  summary  = "Invalid default value for variable"
  detail   = "This default value is not compatible with the variable's type constraint: {error}."
  params   = ["error"]
  role     = "default_type_invalid"
}

# terraform-registry-address (ParseProviderSource), whose texts these are.

# named_values.go decodeVariableBlock (4da132e639, ebff0a4683): a const variable's value is
# read while Terraform initializes the working directory (module sources and versions may use
# it then), so it can be neither sensitive nor ephemeral. At the variable's header, each
# literally true argument after const is decoded. Terraform's other rules for const variables
# run at init (node_module_install.go: a source or version may refer only to const variables,
# locals and path), which no validate reports.
diagnostic "const_excludes_sensitive" {
  code     = "TF5240"
  severity = error
  summary  = "Const variable cannot be sensitive"
  detail   = "A variable that is marked as \"const\" cannot also be marked as \"sensitive\"."
  role     = "const_excludes_sensitive"
  subject  = block
}

diagnostic "const_excludes_ephemeral" {
  code     = "TF5241"
  severity = error
  summary  = "Const variable cannot be ephemeral"
  detail   = "A variable that is marked as \"const\" cannot also be marked as \"ephemeral\"."
  role     = "const_excludes_ephemeral"
  subject  = block
}

# TF5236-TF5238 are history/terraform-1.2.hcl's (v1.2's module sources and validation rules);
# TF5239, the rule main kept, is below with the same code.

# registry-address ParseProviderSource (ParserError texts; the stray quotes before the end are
# OpenTofu's). A namespace that fails is shown empty, as OpenTofu does.
diagnostic "provider_source_format" {
  code     = "TF5232"
  severity = error
  summary  = "Invalid provider source string"
  detail   = "The \"source\" attribute must be in the format \"[hostname/][namespace/]name\""
  params   = []
  role     = "provider_source_format"
}

diagnostic "provider_namespace_invalid" {
  code     = "TF5233"
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
  code     = "TF5234"
  severity = error
  summary  = "Invalid provider type"
  detail   = "Provider source \"{source}\" has a type with the prefix \"{prefix}\", which isn't valid. Although that prefix is often used in the names of version control repositories for Terraform providers, provider source strings should not include it.\n\nDid you mean \"{suggestion}\"?"
  params   = ["source", "prefix", "suggestion"]
  role     = "provider_type_repository_prefix"
}

diagnostic "provider_type_redundant_prefix" {
  code     = "TF5235"
  severity = error
  summary  = "Invalid provider type"
  detail   = "Provider source \"{source}\" has a type with the prefix \"{prefix}\", which isn't allowed because it would be redundant to name a Terraform provider with that prefix. If you are the author of this provider, rename it to not include the prefix."
  params   = ["source", "prefix"]
  role     = "provider_type_redundant_prefix"
}

# ---------------------------------------------------------------------------------------
# Functions (doc/spec.md, "Functions"): every function of internal/lang/functions.go on main
# at 883c7221ee (Scope.Functions and baseFunctions), but "type", which only `terraform console`
# has. `since` is the first release branch, v0.12 to v1.16, whose functions.go lists it
# (v0.12 for the older ones). "list" and "map" are stubs that always fail with their
# message since v0.15 (internal/lang/funcs/collection.go).  Every function is also
# core::NAME; provider::NAME::FUNC is a function of the provider whose local name NAME is in
# the module's required_providers (eval_context_builtin.go, evaluationExternalFunctions).
# Messages are hcl's (hclsyntax/expression.go, FunctionCallExpr.Value) as Terraform rewrites
# those of namespaced calls (internal/lang/eval.go, the unknown-function filter).
# ---------------------------------------------------------------------------------------

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

# --- TF50xx: function calls --------------------------------------------------------------

diagnostic "function_unknown" {
  code     = "TF5001"
  severity = error
  summary  = "Call to unknown function"
  detail   = "There is no function named \"{name}\".{suggestion}"
  params   = ["name", "suggestion"]
  role     = "function_unknown"
}

# Terraform reads core:: as a provider namespace it does not know.
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

diagnostic "function_removed" {
  code     = "TF5006"
  severity = error
  summary  = "Error in function call"
  detail   = "Call to function \"{name}\" failed: {message}."
  params   = ["name", "message"]
  role     = "function_removed"
}

function "abs"              { since = "0.12" }
function "abspath"          { since = "0.12" }
function "alltrue"          { since = "0.14" }
function "anytrue"          { since = "0.14" }
function "base64decode"     { since = "0.12" }
function "base64encode"     { since = "0.12" }
function "base64gzip"       { since = "0.12" }
function "base64sha256"     { since = "0.12" }
function "base64sha512"     { since = "0.12" }
function "basename"         { since = "0.12" }
function "bcrypt"           { since = "0.12" }
function "can"              { since = "0.12" }
function "ceil"             { since = "0.12" }
function "chomp"            { since = "0.12" }
function "chunklist"        { since = "0.12" }
function "cidrhost"         { since = "0.12" }
function "cidrnetmask"      { since = "0.12" }
function "cidrsubnet"       { since = "0.12" }
function "cidrsubnets"      { since = "0.12" }
function "coalesce"         { since = "0.12" }
function "coalescelist"     { since = "0.12" }
function "compact"          { since = "0.12" }
function "concat"           { since = "0.12" }
function "contains"         { since = "0.12" }
function "convert"          { since = "1.15" }
function "csvdecode"        { since = "0.12" }
function "dirname"          { since = "0.12" }
function "distinct"         { since = "0.12" }
function "element"          { since = "0.12" }
function "endswith"         { since = "1.3" }
function "ephemeralasnull"  { since = "1.10" }
function "file"             { since = "0.12" }
function "filebase64"       { since = "0.12" }
function "filebase64sha256" { since = "0.12" }
function "filebase64sha512" { since = "0.12" }
function "fileexists"       { since = "0.12" }
function "filemd5"          { since = "0.12" }
function "fileset"          { since = "0.12" }
function "filesha1"         { since = "0.12" }
function "filesha256"       { since = "0.12" }
function "filesha512"       { since = "0.12" }
function "flatten"          { since = "0.12" }
function "floor"            { since = "0.12" }
function "format"           { since = "0.12" }
function "formatdate"       { since = "0.12" }
function "formatlist"       { since = "0.12" }
function "indent"           { since = "0.12" }
function "index"            { since = "0.12" }
function "issensitive"      { since = "1.8" }
function "join"             { since = "0.12" }
function "jsondecode"       { since = "0.12" }
function "jsonencode"       { since = "0.12" }
function "keys"             { since = "0.12" }
function "length"           { since = "0.12" }
function "list" {
  until   = "0.15"
  message = "the \"list\" function was deprecated in Terraform v0.12 and is no longer available; use tolist([ ... ]) syntax to write a literal list"
}
function "log"              { since = "0.12" }
function "lookup"           { since = "0.12" }
function "lower"            { since = "0.12" }
function "map" {
  until   = "0.15"
  message = "the \"map\" function was deprecated in Terraform v0.12 and is no longer available; use tomap({ ... }) syntax to write a literal map"
}
function "matchkeys"        { since = "0.12" }
function "max"              { since = "0.12" }
function "md5"              { since = "0.12" }
function "merge"            { since = "0.12" }
function "min"              { since = "0.12" }
function "nonsensitive"     { since = "0.15" }
function "one"              { since = "0.15" }
function "parseint"         { since = "0.12" }
function "pathexpand"       { since = "0.12" }
function "plantimestamp"    { since = "1.5" }
function "pow"              { since = "0.12" }
function "range"            { since = "0.12" }
function "regex"            { since = "0.12" }
function "regexall"         { since = "0.12" }
function "replace"          { since = "0.12" }
function "reverse"          { since = "0.12" }
function "rsadecrypt"       { since = "0.12" }
function "sensitive"        { since = "0.15" }
function "setintersection"  { since = "0.12" }
function "setproduct"       { since = "0.12" }
function "setsubtract"      { since = "0.12" }
function "setunion"         { since = "0.12" }
function "sha1"             { since = "0.12" }
function "sha256"           { since = "0.12" }
function "sha512"           { since = "0.12" }
function "signum"           { since = "0.12" }
function "slice"            { since = "0.12" }
function "sort"             { since = "0.12" }
function "split"            { since = "0.12" }
function "startswith"       { since = "1.3" }
function "strcontains"      { since = "1.5" }
function "strrev"           { since = "0.12" }
function "substr"           { since = "0.12" }
function "sum"              { since = "0.13" }
function "templatefile"     { since = "0.12" }
function "templatestring"   { since = "1.9" }
function "textdecodebase64" { since = "0.14" }
function "textencodebase64" { since = "0.14" }
function "timeadd"          { since = "0.12" }
function "timecmp"          { since = "1.3" }
function "timestamp"        { since = "0.12" }
function "title"            { since = "0.12" }
function "tobool"           { since = "0.12" }
function "tolist"           { since = "0.12" }
function "tomap"            { since = "0.12" }
function "tonumber"         { since = "0.12" }
function "toset"            { since = "0.12" }
function "tostring"         { since = "0.12" }
function "transpose"        { since = "0.12" }
function "trim"             { since = "0.12" }
function "trimprefix"       { since = "0.12" }
function "trimspace"        { since = "0.12" }
function "trimsuffix"       { since = "0.12" }
function "try"              { since = "0.12" }
function "upper"            { since = "0.12" }
function "urlencode"        { since = "0.12" }
function "uuid"             { since = "0.12" }
function "uuidv5"           { since = "0.12" }
function "values"           { since = "0.12" }
function "yamldecode"       { since = "0.12" }
function "yamlencode"       { since = "0.12" }
function "zipmap"           { since = "0.12" }

# ---------------------------------------------------------------------------------------
# Type constraints (doc/spec.md, "Type constraints"): the names of hcl's type-expression reader
# (ext/typeexpr, getType, hcl v2.24.0 as go.mod requires it) as a variable's type reads them
# (internal/configs/named_values.go, decodeVariableType: TypeConstraintWithDefaults; a bare list
# or map alone is a shorthand for list(any) and map(any)). The messages are getType's.
# ---------------------------------------------------------------------------------------

type "bool" {
  form  = primitive
  since = "0.12"
}

type "number" {
  form  = primitive
  since = "0.12"
}

type "string" {
  form  = primitive
  since = "0.12"
}

type "any" {
  form  = dynamic
  since = "0.12"
}

type "list" {
  form      = collection
  shorthand = true
  since     = "0.12"
}

type "map" {
  form      = collection
  shorthand = true
  since     = "0.12"
}

type "set" {
  form  = collection
  since = "0.12"
}

type "object" {
  form  = object
  since = "0.12"
}

type "tuple" {
  form  = tuple
  since = "0.12"
}

type "optional" {
  form             = optional
  default_argument = true
  since            = "1.3"
}

diagnostic "type_keyword_invalid" {
  code     = "TF5101"
  severity = error
  summary  = "Invalid type specification"
  detail   = "The keyword \"{name}\" is not a valid type specification."
  params   = ["name"]
  role     = "type_keyword_invalid"
}

diagnostic "type_primitive_arguments" {
  code     = "TF5102"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Primitive type keyword \"{name}\" does not expect arguments."
  params   = ["name"]
  role     = "type_primitive_arguments"
}

diagnostic "type_dynamic_arguments" {
  code     = "TF5103"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Type constraint keyword \"{name}\" does not expect arguments."
  params   = ["name"]
  role     = "type_dynamic_arguments"
}

diagnostic "type_collection_arguments" {
  code     = "TF5104"
  severity = error
  summary  = "Invalid type specification"
  detail   = "The {name} type constructor requires one argument specifying the element type."
  params   = ["name"]
  role     = "type_collection_arguments"
}

diagnostic "type_object_arguments" {
  code     = "TF5105"
  severity = error
  summary  = "Invalid type specification"
  detail   = "The object type constructor requires one argument specifying the attribute types and values as a map."
  role     = "type_object_arguments"
}

diagnostic "type_tuple_arguments" {
  code     = "TF5106"
  severity = error
  summary  = "Invalid type specification"
  detail   = "The tuple type constructor requires one argument specifying the element types as a list."
  role     = "type_tuple_arguments"
}

diagnostic "type_invalid" {
  code     = "TF5107"
  severity = error
  summary  = "Invalid type specification"
  detail   = "A type specification is either a primitive type keyword (bool, number, string) or a complex type constructor call, like list(string)."
  role     = "type_invalid"
}

diagnostic "type_constructor_invalid" {
  code     = "TF5108"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Keyword \"{name}\" is not a valid type constructor."
  params   = ["name"]
  role     = "type_constructor_invalid"
}

diagnostic "type_object_map" {
  code     = "TF5109"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Object type constructor requires a map whose keys are attribute names and whose values are the corresponding attribute types."
  role     = "type_object_map"
}

diagnostic "type_object_key" {
  code     = "TF5110"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Object constructor map keys must be attribute names."
  role     = "type_object_key"
}

diagnostic "type_object_key_unique" {
  code     = "TF5111"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Object constructor map keys must be unique."
  role     = "type_object_key_unique"
}

diagnostic "type_tuple_list" {
  code     = "TF5112"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Tuple type constructor requires a list of element types."
  role     = "type_tuple_list"
}

diagnostic "type_optional_missing" {
  code     = "TF5113"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Optional attribute modifier requires the attribute type as its argument."
  role     = "type_optional_missing"
}

diagnostic "type_optional_arguments" {
  code     = "TF5114"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Optional attribute modifier expects at most two arguments: the attribute type, and a default value."
  role     = "type_optional_arguments"
}

diagnostic "type_optional_outside" {
  code     = "TF5116"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Keyword \"{name}\" is valid only as a modifier for object type attributes."
  params   = ["name"]
  role     = "type_optional_outside"
}

# ---------------------------------------------------------------------------------------
# Test files (.tftest.hcl, .tftest.json: internal/configs/test_file.go and mock_provider.go
# at 883c7221ee), read in testing scope. Keywords and addresses among their arguments are
# static. `since` is the first release whose testFileSchema / testRunBlockSchema lists the
# block type (v1.6 to v1.15 tags). Terraform reads the "test" block with PartialContent first,
# then the others with testFileSchema.
# ---------------------------------------------------------------------------------------

# decodeFileConfigBlock: one per file (the file is read no further after a second), a closed
# schema (testFileConfigBlockSchema); skip_cleanup is refused in release builds.
block "test" {
  test_file          = true
  static_arguments   = ["parallel", "skip_cleanup"]
  meta_arguments     = ["parallel"]
  reserved_arguments = ["skip_cleanup"]
  argument_forms     = ["parallel=constant", "parallel=decode bool", "skip_cleanup=constant",
                        "skip_cleanup=decode bool"]
  strict             = true
  unique             = true
  since              = "1.12"
}

# decodeTestRunBlock: a closed schema (testRunBlockSchema), the name an identifier and once per
# file (loadTestFile), command a bare keyword (hcl.ExprAsKeyword), providers as a module
# call's (decodePassedProviderConfigs); skip_cleanup and the backend block are refused in
# release builds (the backend block is left out of meta_blocks: "Invalid block", reported
# here at its type name, where its header starts). TestRun.Validate, which terraform validate
# runs on every run block (validate.go), reads expect_failures.
block "run" {
  test_file          = true
  labels             = ["name"]
  static_arguments   = ["command", "providers", "expect_failures", "state_key", "parallel", "skip_cleanup"]
  meta_arguments     = ["command", "providers", "expect_failures", "state_key", "parallel"]
  reserved_arguments = ["skip_cleanup"]
  argument_forms     = ["expect_failures=checkable OutputValue InputVariable Check ResourceInstance Resource",
                        "command=bare_keyword apply plan", "providers=providers",
                        "parallel=constant", "parallel=decode bool",
                        "state_key=constant", "state_key=decode string",
                        "skip_cleanup=constant", "skip_cleanup=decode bool"]
  meta_blocks        = ["plan_options", "assert", "variables", "module", "override_resource",
                        "override_data", "override_module", "backend"]
  strict             = true
  unique_label       = true
  since              = "1.6"

  # One per run block, a second not read; a closed schema (testRunOptionsBlockSchema); mode a
  # bare keyword, target and replace read by DecodeDependsOn (decodeTestRunOptionsBlock).
  block "plan_options" {
    static_arguments   = ["mode", "target", "replace", "refresh"]
    meta_arguments     = ["mode", "refresh", "replace", "target"]
    argument_forms     = ["mode=bare_keyword normal refresh-only", "refresh=constant",
                          "refresh=decode bool", "replace=references", "target=references"]
    argument_conflicts = ["refresh=false mode=refresh-only"]
    strict             = true
    unique             = true
  }

  # A second one is reported and still read; source is required, with a message of its own
  # (decodeTestRunModuleBlock), and read with no context; a closed schema. Terraform reports a
  # bad source at the whole argument (SourceDeclRange), module_source at its value: same line.
  block "module" {
    static_arguments   = ["source", "version"]
    meta_arguments     = ["source", "version"]
    argument_forms     = ["source=module_source", "source=constant", "version=constant", "version=version"]
    required_arguments = ["source"]
    strict             = true
    unique             = true
    duplicate_read     = true
  }

  block "variables" {
    # hcl's JustAttributes reads it: a block inside is an error
    attributes_only = true
    unique = true
  }

  # decodeCheckRuleBlock (checks.go), as a check block's assert.
  block "assert" {
    meta_arguments     = ["condition", "error_message"]
    argument_forms     = ["condition=condition"]
    required_arguments = ["condition", "error_message"]
    strict             = true
  }

  # decodeOverrideBlock (mock_provider.go): a closed schema.
  block "override_resource" {
    static_arguments = ["target", "override_during"]
    meta_arguments   = ["target", "override_during", "values"]
    strict           = true
  }

  block "override_data" {
    static_arguments = ["target", "override_during"]
    meta_arguments   = ["target", "override_during", "values"]
    strict           = true
  }

  block "override_module" {
    static_arguments = ["target", "override_during"]
    meta_arguments   = ["target", "override_during", "outputs"]
    strict           = true
  }
}

# A test file's own input variable declarations, since v1.13: loadTestFile decodes them as a
# module's (decodeVariableBlock), so every rule of the module's variable block holds. A name
# an earlier one has is reported at the later one's header (Terraform's subject is its
# DefRange, which begins at the block type; reserve reports at its label, on the same line).
block "variable" {
  test_file        = true
  static_arguments = ["type"]
  labels           = ["name"]
  meta_arguments   = ["description", "default", "type", "sensitive", "ephemeral", "nullable", "deprecated", "const"]
  argument_forms   = ["type=type", "default=default", "default=constant", "const=excludes sensitive ephemeral",
                      "nullable=nullable", "description=constant", "description=decode string",
                      "sensitive=constant", "sensitive=decode bool", "ephemeral=constant",
                      "ephemeral=decode bool", "const=constant", "const=decode bool", "nullable=constant",
                      "nullable=decode bool", "deprecated=constant", "deprecated=decode string"]
  strict           = true
  meta_blocks      = ["validation"]
  reserved_names   = true
  declares         = variable
  unique_label     = true
  since            = "1.13"

  block "validation" {
    meta_arguments     = ["condition", "error_message"]
    argument_forms     = ["condition=condition", "condition=refers_to_self"]
    required_arguments = ["condition", "error_message"]
    strict             = true
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

# loadTestFile decodes it as a module's provider block (decodeProviderBlock with testFile): the
# name a provider local name (nothing else is read when it is not), the module provider block's
# reserved names and escaping block. (Its version is an error of its own in test files, not
# modelled: the role provider_version_deprecated is the module provider's warning.)
block "provider" {
  test_file          = true
  labels             = ["name"]
  static_arguments   = ["alias"]
  meta_arguments     = ["alias", "version"]
  reserved_arguments = ["count", "depends_on", "for_each", "source"]
  reserved_blocks    = ["lifecycle", "locals"]
  argument_forms     = ["alias=constant", "alias=decode string", "alias=alias", "version=constant"]
  escaping_block     = true
  provider_label     = true
  since              = "1.6"
}

# decodeMockProviderBlock (mock_provider.go): the name a provider local name (nothing else is
# read when it is not); mockProviderSchema, then the rest of the body with mockDataSchema, so
# no other argument or block type is accepted; the mock data blocks with closed schemas
# (mockResourceSchema, decodeOverrideBlock). An alias that is no identifier is reported with
# no source range, so it is not modelled.
block "mock_provider" {
  test_file        = true
  labels           = ["name"]
  static_arguments = ["alias", "source", "override_during"]
  meta_arguments   = ["alias", "source", "override_during"]
  meta_blocks      = ["mock_resource", "mock_data", "override_resource", "override_data"]
  argument_forms   = ["alias=constant", "alias=decode string", "source=constant", "source=decode string"]
  provider_label   = true
  strict           = true
  since            = "1.7"

  block "mock_resource" {
    labels           = ["type"]
    static_arguments = ["override_during"]
    meta_arguments   = ["defaults", "override_during"]
    strict           = true
  }

  block "mock_data" {
    labels           = ["type"]
    static_arguments = ["override_during"]
    meta_arguments   = ["defaults", "override_during"]
    strict           = true
  }

  block "override_resource" {
    static_arguments = ["target", "override_during"]
    meta_arguments   = ["target", "override_during", "values"]
    strict           = true
  }

  block "override_data" {
    static_arguments = ["target", "override_during"]
    meta_arguments   = ["target", "override_during", "values"]
    strict           = true
  }
}

# decodeOverrideBlock: a closed schema.
block "override_resource" {
  test_file        = true
  static_arguments = ["target", "override_during"]
  meta_arguments   = ["target", "override_during", "values"]
  strict           = true
  since            = "1.7"
}

block "override_data" {
  test_file        = true
  static_arguments = ["target", "override_during"]
  meta_arguments   = ["target", "override_during", "values"]
  strict           = true
  since            = "1.7"
}

block "override_module" {
  test_file        = true
  static_arguments = ["target", "override_during"]
  meta_arguments   = ["target", "override_during", "outputs"]
  strict           = true
  since            = "1.7"
}

# configs/test_file.go TestRun.Validate (terraform validate, every run block of every test
# file): a reference in expect_failures to an object that cannot fail a check, at the
# reference; {subject} is the object's address (local.x, module.m, run.r).
diagnostic "expect_failures_subject" {
  code     = "TF5242"
  severity = error
  summary  = "Invalid `expect_failures` reference"
  detail   = "You cannot expect failures from {subject}. You can only expect failures from checkable objects such as input variables, output values, check blocks, managed resources and data sources."
  params   = ["subject"]
  role     = "expect_failures_subject"
}

# internal/configs/test_file.go at main 883c7221ee (loadTestFile, decodeTestRunBlock,
# decodeTestRunOptionsBlock, decodeTestRunModuleBlock): the texts and places OpenTofu kept.
diagnostic "invalid_run_name" {
  code     = "TF5243"
  severity = error
  summary  = "Invalid run block name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  role     = "invalid_run_name"
}

diagnostic "duplicate_plan_options_run" {
  code     = "TF5244"
  severity = error
  summary  = "Multiple \"plan_options\" blocks"
  detail   = "This run block already has a plan_options block defined at {range}."
  params   = ["range"]
  role     = "duplicate_plan_options_run"
}

diagnostic "duplicate_variables_run" {
  code     = "TF5245"
  severity = error
  summary  = "Multiple \"variables\" blocks"
  detail   = "This run block already has a variables block defined at {range}."
  params   = ["range"]
  role     = "duplicate_variables_run"
}

diagnostic "duplicate_module_run" {
  code     = "TF5246"
  severity = error
  summary  = "Multiple \"module\" blocks"
  detail   = "This run block already has a module block defined at {range}."
  params   = ["range"]
  role     = "duplicate_module_run"
}

diagnostic "duplicate_variables" {
  code     = "TF5247"
  severity = error
  summary  = "Multiple \"variables\" blocks"
  detail   = "This test file already has a variables block defined at {range}."
  params   = ["range"]
  role     = "duplicate_variables"
}

diagnostic "run_command_invalid" {
  code     = "TF5248"
  severity = error
  summary  = "Invalid \"command\" keyword"
  detail   = "The \"command\" argument requires one of the following keywords without quotes: apply or plan."
  role     = "run_command_invalid"
}

diagnostic "plan_options_mode_invalid" {
  code     = "TF5249"
  severity = error
  summary  = "Invalid \"mode\" keyword"
  detail   = "The \"mode\" argument requires one of the following keywords without quotes: normal or refresh-only"
  role     = "plan_options_mode_invalid"
}

diagnostic "run_module_source_missing" {
  code     = "TF5250"
  severity = error
  summary  = "Missing \"source\" attribute for module block"
  detail   = "You must specify a source attribute when executing alternate modules during test executions."
  role     = "run_module_source_missing"
}

# Test files, continued: the rules of internal/configs/test_file.go at main 883c7221ee that
# terraform validate reports when it loads a test file (validate.go loadConfigWithTests), in a
# release build (experiments not allowed).
# decodeFileConfigBlock: a second test block, at its header, {range} the first one's.
diagnostic "duplicate_test" {
  code     = "TF5251"
  severity = error
  summary  = "Multiple \"test\" blocks"
  detail   = "This test file already has a \"test\" block defined at {range}."
  params   = ["range"]
  role     = "duplicate_test"
}

# decodeFileConfigBlock and decodeTestRunBlock: skip_cleanup without experiments, at its name.
diagnostic "reserved_test_argument" {
  code     = "TF5252"
  severity = error
  summary  = "Invalid attribute"
  detail   = "The skip_cleanup attribute is only available in experimental builds of Terraform."
  role     = "reserved_test_argument"
}

diagnostic "reserved_run_argument" {
  code     = "TF5253"
  severity = error
  summary  = "Invalid attribute"
  detail   = "The skip_cleanup attribute is only available in experimental builds of Terraform."
  role     = "reserved_run_argument"
}

# decodeTestRunBlock: a backend block in a run block without experiments.
diagnostic "backends_not_allowed" {
  code     = "TF5254"
  severity = error
  summary  = "Invalid block"
  detail   = "The backend block is only available within run blocks in experimental builds of Terraform."
  role     = "backends_not_allowed"
}

# loadTestFile: a variable block with the name of an earlier one, {range} the first one's
# header. (The second test, against a name of the variables block, is not modelled.)
diagnostic "variable_duplicate_label" {
  code     = "TF5265"
  severity = error
  summary  = "Duplicate \"variable\" block names"
  detail   = "This test file already has a variable named {label} defined at {range}."
  params   = ["label", "range"]
  role     = "variable_duplicate_label"
}

# loadTestFile: a run block with the name of an earlier one, at its name, {range} the first
# one's header (the map keeps the first).
diagnostic "run_duplicate_label" {
  code     = "TF5255"
  severity = error
  summary  = "Duplicate \"run\" block names"
  detail   = "This test file already has a run named {label} block defined at {range}."
  params   = ["label", "range"]
  role     = "run_duplicate_label"
}

# decodeTestRunOptionsBlock: refresh = false with mode = refresh-only, at the refresh argument.
diagnostic "plan_options_argument_conflict" {
  code     = "TF5256"
  severity = error
  summary  = "Incompatible plan options"
  detail   = "The \"refresh\" option cannot be set to false when running a test in \"refresh-only\" mode."
  role     = "plan_options_argument_conflict"
}

# gohcl.DecodeExpression (hashicorp/hcl) with no context: the test block's parallel, a run's
# parallel and state_key, plan_options' refresh, a mock provider's alias and source, and the
# arguments of form "decode" of configs/named_values.go, provider.go, resource.go and removed.go.
# A value that does not convert, a null, or one that is unknown (a variable or a call in it:
# "value must be known"), at hcl's StartRange of the value; {error} is cty's.
diagnostic "unsuitable_value" {
  code     = "TF5257"
  severity = error
  summary  = "Unsuitable value type"
  detail   = "Unsuitable value: {error}"
  params   = ["error"]
  role     = "unsuitable_value"
}

# ---------------------------------------------------------------------------------------
# Deliberate differences from the source (reserve-gen drift; doc/drift.md)
# ---------------------------------------------------------------------------------------

# Texts of hcl itself (hashicorp/hcl v2: hclsyntax, gohcl, ext/typeexpr and its static-analysis
# helpers), which Terraform's loader reaches through hcl's API: the source only calls them.
drift "diagnostic" {
  name   = "Unsupported argument"
  change = "extra"
  reason = "hcl's Body.Content (hclsyntax/structure.go), for an argument no schema names"
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
  reason = "hclsyntax's FunctionCallExpr.Value, for a function that fails"
}
drift "diagnostic" {
  name   = "Call to unknown function"
  change = "extra"
  reason = "hclsyntax's FunctionCallExpr.Value, for a name the evaluation context has no function of; internal/lang/eval.go only rewrites it for provider:: names"
}
drift "diagnostic" {
  name   = "Unsuitable value type"
  change = "extra"
  reason = "gohcl.DecodeExpression's, for a value that does not convert to the Go type it is decoded into"
}
drift "diagnostic" {
  name   = "Invalid expression"
  change = "extra"
  reason = "hcl's static-analysis helpers (hcl.AbsTraversalForExpr, hcl.ExprList), which the loader calls for addresses and lists"
}
drift "diagnostic" {
  name   = "Invalid type specification"
  change = "extra"
  reason = "hcl's ext/typeexpr (getType), which the loader calls to read a variable's type constraint"
}

# Texts of the provider address library (terraform-registry-address's ParseProviderSource),
# which the loader calls to parse a source address in required_providers.
drift "diagnostic" {
  name   = "Invalid provider*"
  where  = "-"
  change = "extra"
  reason = "the provider address library's (terraform-registry-address ParseProviderSource), not the loader's"
}

# Texts of Terraform's code outside the language-defining folders that drift reads.
drift "diagnostic" {
  name   = "Invalid depends_on reference"
  change = "extra"
  reason = "the graph's validation of depends_on references (internal/terraform, node_resource_validate.go), outside the folders drift reads"
}

# ParseRef's caller makes sure an action reference has three parts before parseActionRef runs,
# so parseActionRef's own test of two is never reached from ParseRef.
drift "diagnostic" {
  name   = "Invalid reference"
  where  = "parseref"
  change = "missing"
  reason = "parse_ref.go parseActionRef's len(traversal) < 2 case is unreachable: parseRef's case \"action\" has already required three parts"
}

# What only experimental builds read. The spec describes a release build (experiments
# unavailable, role experiments_unavailable): parseConfigFile refuses a terraform block's
# state_store with hcl's own text before decoding it ("Unsupported block type", which
# unsupported_block_type gives at the same place), decodeFileConfigBlock and
# decodeTestRunBlock refuse skip_cleanup ("Invalid attribute", reserved_test_argument and
# reserved_run_argument) and decodeTestRunBlock a run's backend block (backends_not_allowed).
drift "block" {
  name   = "*"
  where  = "module/terraform/state_store"
  change = "missing"
  reason = "parseConfigFile decodes state_store only when experiments are allowed; release builds refuse the block unread"
}
drift "schema" {
  name   = "*"
  where  = "module/terraform/state_store"
  change = "missing"
  reason = "parseConfigFile decodes state_store only when experiments are allowed; release builds refuse the block unread"
}
drift "argument" {
  name   = "*"
  where  = "module/terraform/state_store/provider"
  change = "missing"
  reason = "parseConfigFile decodes state_store only when experiments are allowed; release builds refuse the block unread"
}
drift "block" {
  name   = "*"
  where  = "module/terraform/state_store/provider"
  change = "missing"
  reason = "parseConfigFile decodes state_store only when experiments are allowed; release builds refuse the block unread"
}
drift "reserved" {
  name   = "*"
  where  = "module/terraform/state_store/provider"
  change = "missing"
  reason = "parseConfigFile decodes state_store only when experiments are allowed; release builds refuse the block unread"
}
drift "schema" {
  name   = "*"
  where  = "module/terraform/state_store/provider"
  change = "missing"
  reason = "parseConfigFile decodes state_store only when experiments are allowed; release builds refuse the block unread"
}
drift "constant" {
  name   = "*"
  where  = "module/terraform/state_store/provider"
  change = "missing"
  reason = "parseConfigFile decodes state_store only when experiments are allowed; release builds refuse the block unread"
}
drift "block" {
  name   = "state_store"
  where  = "module/terraform"
  change = "missing"
  reason = "parseConfigFile decodes state_store only when experiments are allowed; release builds refuse it with hcl's unsupported-block text, as unsupported_block_type does"
}
drift "diagnostic" {
  name   = "Duplicate 'state_store' configuration block"
  change = "missing"
  reason = "module.go appendFile: state_store blocks are decoded only when experiments are allowed, so in a release build no module has two"
}
drift "diagnostic" {
  name   = "Conflicting *'state_store'*"
  change = "missing"
  reason = "module.go appendFile: state_store blocks are decoded only when experiments are allowed, so in a release build none conflicts with a backend or cloud block"
}
drift "diagnostic" {
  name   = "Only one of 'cloud', 'state_store', or 'backend' configuration blocks are allowed"
  change = "missing"
  reason = "module.go appendFile: state_store blocks are decoded only when experiments are allowed, so in a release build the three are never there together"
}
drift "diagnostic" {
  name   = "Protected * name \"provider\" in state store schema"
  change = "missing"
  reason = "state_store.go: needs the provider's state store schema, and is reached only when experiments are allowed"
}
drift "diagnostic" {
  name   = "Duplicate state storage configuration"
  change = "missing"
  reason = "module.go mergeFile: two state_store blocks in an override file; state_store is decoded only when experiments are allowed"
}
drift "diagnostic" {
  name   = "Missing provider block"
  change = "missing"
  reason = "state_store.go decodeStateStoreBlock, reached only when experiments are allowed"
}
drift "diagnostic" {
  name   = "Duplicate provider block"
  change = "missing"
  reason = "state_store.go decodeStateStoreBlock (reached only when experiments are allowed); test_file.go's, a test file's provider with the name and alias of an earlier one, is not modelled: its detail needs the earlier one's range, which unique_address does not give"
}
drift "diagnostic" {
  name   = "Unexpected provider alias"
  change = "missing"
  reason = "state_store.go decodeStateStoreBlock, reached only when experiments are allowed"
}
drift "diagnostic" {
  name   = "Missing entry in required_providers"
  change = "missing"
  reason = "state_store.go, reached only when experiments are allowed"
}
drift "diagnostic" {
  name   = "Inconsistent dependency lock file"
  change = "missing"
  reason = "state_store.go: needs the dependency lock file, and is reached only when experiments are allowed"
}
drift "diagnostic" {
  name   = "Unable to calculate hash of state store configuration"
  change = "missing"
  reason = "state_store.go: needs the provider's installed version, and is reached only when experiments are allowed"
}
drift "reserved" {
  name   = "skip_cleanup"
  change = "extra"
  reason = "release builds refuse skip_cleanup (\"Invalid attribute\", only in experimental builds), which the spec models as a reserved argument with that message; the source says it with an if on experimentsAllowed, not a reserved-name rule"
}
drift "diagnostic" {
  name   = "Duplicate \"skip_cleanup\" block"
  change = "missing"
  reason = "loadTestFile compares the skip_cleanup and backend of runs sharing a state, which only experimental builds decode"
}
drift "diagnostic" {
  name   = "Cannot use `skip_cleanup=false` in a run block that contains a backend block"
  change = "missing"
  reason = "decodeTestRunBlock reads skip_cleanup and a run's backend block only when experiments are allowed"
}
drift "diagnostic" {
  name   = "Duplicate backend blocks"
  change = "missing"
  reason = "a run's backend block is decoded only when experiments are allowed (release builds: backends_not_allowed)"
}
drift "diagnostic" {
  name   = "Invalid backend block"
  change = "missing"
  reason = "a run's backend block is decoded only when experiments are allowed (release builds: backends_not_allowed)"
}

# Files the spec does not describe: query files (.tfquery.hcl, list blocks) and state
# migration files (.tfmigrate.hcl), which Terraform reads beside a module's.
drift "diagnostic" {
  name   = "Duplicate*list*"
  where  = "configs"
  change = "missing"
  reason = "query_file.go and module.go: list blocks of query files (.tfquery.hcl), a file kind the spec does not describe"
}
drift "diagnostic" {
  name   = "Missing \"provider\" attribute"
  change = "missing"
  reason = "query_file.go: a list block of a query file (.tfquery.hcl), a file kind the spec does not describe"
}
drift "diagnostic" {
  name   = "Invalid list*"
  change = "missing"
  reason = "query_file.go and config_build.go: list blocks of query files (.tfquery.hcl), a file kind the spec does not describe"
}
drift "diagnostic" {
  name   = "Invalid block type"
  change = "missing"
  reason = "query_file.go and state_migrate_file.go: the top-level schemas of query files (.tfquery.hcl) and state migration files (.tfmigrate.hcl), file kinds the spec does not describe"
}
drift "diagnostic" {
  name   = "Duplicate config block"
  change = "missing"
  reason = "query_file.go: a list block of a query file (.tfquery.hcl), a file kind the spec does not describe (an action's is duplicate_config_action)"
}
drift "diagnostic" {
  name   = "Invalid combination of \"count\" and \"for_each\""
  change = "missing"
  reason = "query_file.go's text (no \"resources\" in it): a list block of a query file (.tfquery.hcl), a file kind the spec does not describe"
}
drift "diagnostic" {
  name   = "*state_store_provider*"
  change = "missing"
  reason = "state_migrate_file.go, parser_config_dir.go and module.go: state migration files (.tfmigrate.hcl), a file kind the spec does not describe"
}
drift "diagnostic" {
  name   = "Duplicate \"state_store\" configuration block"
  change = "missing"
  reason = "state_migrate_file.go: state migration files (.tfmigrate.hcl), a file kind the spec does not describe"
}
drift "diagnostic" {
  name   = "Missing \"state_store\" block for state store migration"
  change = "missing"
  reason = "parser_config_dir.go: state migration files (.tfmigrate.hcl), a file kind the spec does not describe"
}
drift "diagnostic" {
  name   = "Duplicate \"from\" configuration block"
  change = "missing"
  reason = "module.go: the from block of state migration files (.tfmigrate.hcl), a file kind the spec does not describe"
}
drift "diagnostic" {
  name   = "Duplicate \"backend\" configuration block"
  change = "missing"
  reason = "state_migrate_file.go: state migration files (.tfmigrate.hcl), a file kind the spec does not describe"
}
drift "diagnostic" {
  name   = "Empty state migration configuration"
  change = "missing"
  reason = "parser_config_dir.go: state migration files (.tfmigrate.hcl), a file kind the spec does not describe"
}
drift "diagnostic" {
  name   = "Invalid combination of \"backend\" and \"state_store\""
  change = "missing"
  reason = "state_migrate_file.go and parser_config_dir.go: state migration files (.tfmigrate.hcl), a file kind the spec does not describe"
}
drift "diagnostic" {
  name   = "Inconsistent provider information for state migration"
  change = "missing"
  reason = "parser_config_dir.go: state migration files (.tfmigrate.hcl), a file kind the spec does not describe"
}

# Files and folders that cannot be read, and the source bundles of a remote run: reserve reports
# an unreadable path itself (exit status 2) before any rule runs.
drift "diagnostic" {
  name   = "Failed to read *"
  change = "missing"
  reason = "parser.go, parser_file_matcher.go and parser_config_dir.go: a file or folder that cannot be read, which reserve reports as an I/O error of its own"
}
drift "diagnostic" {
  name   = "Test directory does not exist"
  change = "missing"
  reason = "parser_file_matcher.go: the -test-directory option of terraform test and validate, which reserve has no counterpart of"
}
drift "diagnostic" {
  name   = "Failed to calculate relative path"
  change = "missing"
  reason = "parser_config_dir.go: a test file whose path cannot be made relative, a file-system failure"
}
drift "diagnostic" {
  name   = "Cannot *"
  where  = "configs"
  change = "missing"
  reason = "source_bundle_parser.go (a remote run's source bundle) and provider_validation.go (a provider passed to a child module that has its own configuration): the first needs the bundle's files, the second the child module"
}
drift "diagnostic" {
  name   = "Missing Terraform configuration"
  change = "missing"
  reason = "source_bundle_parser.go: a remote run's source bundle without the configuration's folder"
}

# Rules that need more than one module: the module tree (config_build.go), the provider
# configurations passed between a module and its callers and children (provider_validation.go),
# the provider requirements of the whole configuration (config.go).
drift "diagnostic" {
  name   = "Backend configuration ignored"
  change = "missing"
  reason = "config_build.go: only a child module's backend is ignored; needs to know whether the module is the root"
}
drift "diagnostic" {
  name   = "Cloud configuration ignored"
  change = "missing"
  reason = "config_build.go: only a child module's cloud block is ignored; needs to know whether the module is the root"
}
drift "diagnostic" {
  name   = "Child modules are not supported"
  change = "missing"
  reason = "config_build.go, for a configuration built without child modules (a test's or a console's)"
}
drift "diagnostic" {
  name   = "Invalid module source address"
  change = "missing"
  reason = "config_build.go parses a child's source when it builds the module tree (Terraform main reads module sources at init, not at load); test_file.go's, for a run's module block, restricts the sources the test command installs"
}
drift "diagnostic" {
  name   = "Missing required provider configuration"
  change = "missing"
  reason = "provider_validation.go: what a child module expects its caller to pass"
}
drift "diagnostic" {
  name   = "Provider type mismatch"
  change = "missing"
  reason = "provider_validation.go: provider local names compared between a module and its caller, or between the run blocks of a test"
}
drift "diagnostic" {
  name   = "Reference to undefined provider"
  change = "missing"
  reason = "provider_validation.go: a provider passed to, or inherited by, a child module that does not require it"
}
drift "diagnostic" {
  name   = "Module is incompatible with count, for_each, and depends_on"
  change = "missing"
  reason = "provider_validation.go: a call with count, for_each or depends_on to a child module that has its own provider configurations"
}
drift "diagnostic" {
  name   = "Duplicate required provider"
  change = "missing"
  reason = "provider_validation.go validateProviderConfigs runs over the module tree, comparing required_providers with the providers the resources and provider blocks imply"
}
drift "diagnostic" {
  name   = "Invalid provider local name"
  where  = "configs"
  change = "missing"
  reason = "provider_validation.go: a local name implied by a resource type, checked over the module tree (a written name is provider_local_name_invalid)"
}
drift "diagnostic" {
  name   = "Redundant empty provider block"
  change = "missing"
  reason = "provider_validation.go: an empty provider block in a child module that receives its configuration from the caller"
}
drift "diagnostic" {
  name   = "Invalid version constraint"
  where  = "configs"
  change = "missing"
  reason = "config.go ProviderRequirements re-parses every constraint of the whole configuration with a second parser that rarely disagrees with the first (version_constraint_invalid is the first's)"
}
drift "diagnostic" {
  name   = "Unsupported Terraform Core version"
  change = "missing"
  reason = "not modelled for Terraform: Module.CheckCoreVersionRequirements, which the commands call over the module tree, compares required_version with the running build, which a spec of a development head cannot stand for"
}

# Rules of one module that no rule of the runtime makes yet (doc/spec.md lists the rules).
drift "block" {
  name   = "action_trigger"
  where  = "module/data/lifecycle"
  change = "missing"
  reason = "data and ephemeral lifecycle blocks read action_trigger only to refuse it with a message of their own (data_lifecycle_block, ephemeral_lifecycle_block); no runtime rule reads a nested block of the managed counterpart's nested block, so hcl's unsupported_block_type is reported at the same place instead"
}
drift "block" {
  name   = "action_trigger"
  where  = "module/ephemeral/lifecycle"
  change = "missing"
  reason = "data and ephemeral lifecycle blocks read action_trigger only to refuse it with a message of their own (data_lifecycle_block, ephemeral_lifecycle_block); no runtime rule reads a nested block of the managed counterpart's nested block, so hcl's unsupported_block_type is reported at the same place instead"
}
drift "block" {
  name   = "action_trigger"
  where  = "module/check/data/lifecycle"
  change = "missing"
  reason = "data and ephemeral lifecycle blocks read action_trigger only to refuse it with a message of their own (data_lifecycle_block, ephemeral_lifecycle_block); no runtime rule reads a nested block of the managed counterpart's nested block, so hcl's unsupported_block_type is reported at the same place instead"
}
drift "diagnostic" {
  name   = "Invalid \"event\" value {}"
  change = "missing"
  reason = "action.go: no argument form reads a list of keywords"
}
drift "diagnostic" {
  name   = "Duplicate \"{}\" event"
  change = "missing"
  reason = "action.go: no argument form reads a list of keywords"
}
drift "diagnostic" {
  name   = "No * specified"
  change = "missing"
  reason = "action.go: an action_trigger's empty events or actions list; no rule refuses an empty list (a missing one is missing_argument)"
}
drift "diagnostic" {
  name   = "Invalid action*"
  change = "missing"
  reason = "action.go decodeActionTriggerRef: no argument form reads a list of action references"
}
drift "diagnostic" {
  name   = "Invalid reference to action outside this module"
  change = "missing"
  reason = "action.go decodeActionTriggerRef: no argument form reads a list of action references"
}
drift "diagnostic" {
  name   = "Invalid depends_on Action Reference"
  change = "missing"
  reason = "depends_on.go: the references form does not refuse a root by name"
}
drift "diagnostic" {
  name   = "Duplicate action \"{}\" configuration"
  change = "missing"
  reason = "module.go: actions are no declaration kind of the runtime (declares has no action)"
}
drift "diagnostic" {
  name   = "Missing resource to override"
  change = "missing"
  reason = "module.go: an action in an override file with no base; actions are no declaration kind of the runtime"
}
drift "diagnostic" {
  name   = "Duplicate data \"{}\" configuration"
  change = "missing"
  reason = "module.go: a check block's data resource with the name of a top-level one; the duplicate rule leaves check blocks' data out"
}
drift "diagnostic" {
  name   = "Duplicate provider_meta block"
  change = "missing"
  reason = "module.go: provider_meta blocks are keyed by the provider their label maps to through required_providers; no rule keys a block that way"
}
drift "diagnostic" {
  name   = "Duplicate provider address"
  change = "missing"
  reason = "module_call.go: a providers map naming a child's provider twice; the providers form does not compare its keys"
}
drift "diagnostic" {
  name   = "Invalid default value for variable"
  change = "missing"
  reason = "module_merge.go: a variable's type and default merged from an override file; no rule merges an override's arguments into the base"
}
drift "diagnostic" {
  name   = "Unsupported override"
  change = "missing"
  reason = "module_merge.go: depends_on in an override file's resource; no rule merges an override's arguments into the base"
}
drift "diagnostic" {
  name   = "Invalid connection block"
  change = "missing"
  reason = "removed.go: needs the kind of object the removed block's from address names; no rule reads it"
}
drift "diagnostic" {
  name   = "Invalid provisioner block"
  change = "missing"
  reason = "removed.go: needs the kind of object the removed block's from address names, and the provisioner's when; no rule reads them together"
}
drift "diagnostic" {
  name   = "Version constraints are not allowed in test files"
  change = "missing"
  reason = "provider.go: a test file's provider version; the role reserved_provider_argument is the module provider's, with another text"
}
drift "diagnostic" {
  name   = "Invalid provider configuration address"
  change = "missing"
  reason = "provider.go ParseProviderConfigCompact, for addresses given as strings (a run's providers map in a test file); not modelled"
}
drift "diagnostic" {
  name   = "Invalid Attribute"
  change = "missing"
  reason = "provider_requirements.go: an object key of a required_providers entry that evaluates to no string; the provider_requirement form reads literal keys"
}
drift "diagnostic" {
  name   = "Invalid import address"
  change = "missing"
  reason = "import.go: the to address of an import is a data resource's; the import block's address rules are not modelled"
}
drift "diagnostic" {
  name   = "Invalid import provider argument"
  change = "missing"
  reason = "import.go and config.go: an import's provider where the target is in a child module or has its own; needs the target's resource block or module"
}
drift "diagnostic" {
  name   = "Invalid reference expression"
  change = "missing"
  reason = "import.go: an import's to given as a string template; not modelled"
}
drift "diagnostic" {
  name   = "Missing provider definition for {}"
  change = "missing"
  reason = "test_file.go: a run's providers map naming a provider the test file does not configure; not modelled"
}
drift "diagnostic" {
  name   = "Duplicate mock*"
  change = "missing"
  reason = "mock_provider.go: a mock provider's mock_resource and mock_data types named twice; Terraform's texts are not modelled (OpenTofu's are, with unique_label)"
}
drift "diagnostic" {
  name   = "Duplicate override*"
  change = "missing"
  reason = "mock_provider.go and test_file.go: override blocks with the same target; Terraform's texts are not modelled (OpenTofu's are, with unique_target)"
}
drift "diagnostic" {
  name   = "Invalid override target"
  change = "missing"
  reason = "mock_provider.go and test_file.go: an override's target of the wrong kind, or missing from the module under test; not modelled"
}
drift "diagnostic" {
  name   = "Missing target attribute"
  change = "missing"
  reason = "mock_provider.go: an override block without target; the override blocks' schemas do not require it, the code does, and no rule stands for it"
}
drift "diagnostic" {
  name   = "Invalid {} value"
  change = "missing"
  reason = "mock_provider.go: override_during other than plan or apply; not modelled"
}

# hcl's Body.Content and PartialContent (hclsyntax/structure.go): a block with fewer labels than
# its schema names, at its opening brace; one with more, at its first extra label. The block is
# not read at all, so nothing else is said of it. {labels} are the schema's label names joined
# by ", ", {count} their number, {label} the first one missing.
diagnostic "label_missing" {
  code     = "TF5266"
  severity = error
  summary  = "Missing {label} for {type}"
  detail   = "All {type} blocks must have {count} labels ({labels})."
  params   = ["label", "type", "count", "labels"]
  role     = "label_missing"
}

diagnostic "label_extraneous" {
  code     = "TF5267"
  severity = error
  summary  = "Extraneous label for {type}"
  detail   = "Only {count} labels ({labels}) are expected for {type} blocks."
  params   = ["type", "count", "labels"]
  role     = "label_extraneous"
}

diagnostic "label_extraneous_none" {
  code     = "TF5268"
  severity = error
  summary  = "Extraneous label for {type}"
  detail   = "No labels are expected for {type} blocks."
  params   = ["type"]
  role     = "label_extraneous_none"
}


# validate's graph (dag's Validate: one error per cycle, no source range, no detail): a cycle
# among the module's declarations, each node as the graph names it (a resource by its address,
# anything else by its expand node: `local.a (expand)`), in the order of Tarjan's walk; reserve
# places it at the first node. Reported only when the check found no other error (validate
# builds its graph after loading, and walks it only when there is no cycle).
diagnostic "graph_cycle_validate" {
  code     = "TF5269"
  severity = error
  summary  = "Cycle: {nodes}"
  detail   = ""
  params   = ["nodes"]
  role     = "graph_cycle_validate"
}


# config_build.go buildChildModules (legacySourceHelper, moduleaddrs.MaybeRelativePathErr), once
# the root module loaded: a source that is no local path, no registry address and that no
# go-getter detector takes; {source} is the package, before any "//".
diagnostic "module_source_relative" {
  code     = "TF5236"
  severity = error
  summary  = "Invalid module source address"
  detail   = "Terraform failed to determine your intended installation method for remote module package \"{source}\".\n\nIf you intended this as a path relative to the current module, use \"./{source}\" instead. The \"./\" prefix indicates that the address is a relative filesystem path."
  params   = ["source"]
  role     = "module_source_relative"
}

# module.go CheckCoreVersionRequirements (the root module's text): a required_version that
# excludes this release; validate says nothing else of the module.
diagnostic "incompatible_module" {
  code     = "TF5270"
  severity = error
  summary  = "Unsupported Terraform Core version"
  detail   = "This configuration does not support Terraform version {version}. To proceed, either choose another supported Terraform version or update this version constraint. Version constraints are normally set for good reason, so updating the constraint may lead to other errors or unexpected behavior."
  params   = ["version"]
  role     = "incompatible_module"
}

# module.go CheckCoreVersionRequirements: a prerelease in a required_version constraint.
diagnostic "required_version_prerelease" {
  code     = "TF5271"
  severity = error
  summary  = "Invalid required_version constraint"
  detail   = "Prerelease version constraints are not supported: {constraint}. Remove the prerelease information from the constraint. Prerelease versions of terraform will match constraints using their version core only."
  params   = ["constraint"]
  role     = "required_version_prerelease"
}


# checks.go decodeCheckBlock: a check block without an assert block, at its header.
diagnostic "check_zero_assert" {
  code     = "TF5272"
  severity = error
  summary  = "Zero assert blocks"
  detail   = "Check blocks must have at least one assert block."
  params   = []
  role     = "check_zero_assert"
}

# hcl's Body.Content and PartialContent report a block's missing or extra labels (hclsyntax
# structure.go); the dag package reports the graph's cycles. Neither text is in the language's
# folders that drift reads.
drift "diagnostic" {
  name   = "label_*"
  reason = "hcl's own label errors (hclsyntax/structure.go, Body.Content), for a block with fewer or more labels than its schema names"
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

drift "constant" {
  name   = "type"
  change = "missing"
  reason = "a quoted type constraint is evaluated with no context only to recognise the pre-0.12 form (\"Invalid quoted type constraints\"); the type form reads type constraints"
}
drift "constant" {
  name   = "to"
  where  = "module/import"
  change = "missing"
  reason = "import.go unwrapJSONRefExpr evaluates a JSON-syntax to with no context only to read its string as native syntax; the address is then read as a reference"
}


# ---- Rule: instance keys of declared resources (validate level) -------------------------------
# Terraform internal/terraform/evaluate_valid.go staticValidateSingleResourceReference and
# staticValidateMultiResourceReference, the same texts since 1.0.11 (the oldest Terraform release read): a reference
# to a resource that sets count (for_each) without an instance key and with attributes after it;
# one with a key to a resource that sets neither. At the reference (the resource part and its
# key); {address} is the resource's (aws_instance.a, data.x.y).
diagnostic "instance_key_missing_count" {
  code     = "TF5300"
  severity = error
  summary  = "Missing resource instance key"
  detail   = "Because {address} has \"count\" set, its attributes must be accessed on specific instances.\n\nFor example, to correlate with indices of a referring resource, use:\n    {address}[count.index]"
  params   = ["address"]
  role     = "instance_key_missing_count"
}
diagnostic "instance_key_missing_for_each" {
  code     = "TF5301"
  severity = error
  summary  = "Missing resource instance key"
  detail   = "Because {address} has \"for_each\" set, its attributes must be accessed on specific instances.\n\nFor example, to correlate with indices of a referring resource, use:\n    {address}[each.key]"
  params   = ["address"]
  role     = "instance_key_missing_for_each"
}
diagnostic "instance_key_unexpected" {
  code     = "TF5302"
  severity = error
  summary  = "Unexpected resource instance key"
  detail   = "Because {address} does not have \"count\" or \"for_each\" set, references to it must not include an index key. Remove the bracketed index to refer to the single instance of this resource."
  params   = ["address"]
  role     = "instance_key_unexpected"
}


# ---- Rule: moved addresses (decodeMovedBlock) -------------------------------------------------
# moved.go decodeMovedBlock, since 1.1: from and to are static addresses (hcl.AbsTraversalForExpr:
# "Invalid expression" at a quoted one, static_reference_required), read by ParseMoveEndpoint
# (block "moved" above: address move); when the block decoded without error, a module and a
# resource cannot be unified (MightUnifyWith), at the block's header.
diagnostic "moved_kinds_differ" {
  code     = "TF5303"
  severity = error
  summary  = "Invalid \"moved\" addresses"
  detail   = "The \"from\" and \"to\" addresses must either both refer to resources or both refer to modules."
  params   = []
  role     = "moved_kinds_differ"
}


# ---- Rule: marks of output values (node_output.go) --------------------------------------------
# internal/terraform/node_output.go NodeApplyableOutput.Execute, as validate runs it on the root
# module (block "output" above: value=marked sensitive ephemeral), whose variables are unknown
# values marked sensitive or ephemeral as they are declared (evaluate.go GetInputVariable):
# ephemeral = true on a root module output, at its header, and nothing else (since 1.10); a
# value that contains a sensitive variable, without sensitive = true, at the header (since
# before 1.0); then one that contains an ephemeral variable, without ephemeral = true, at the
# value (since 1.10).
diagnostic "output_ephemeral_root" {
  code     = "TF5304"
  severity = error
  summary  = "Ephemeral output not allowed"
  detail   = "Ephemeral outputs are not allowed in context of a root module"
  params   = []
  role     = "output_ephemeral_root"
}
diagnostic "output_value_marked_sensitive" {
  code     = "TF5305"
  severity = error
  summary  = "Output refers to sensitive values"
  detail   = "To reduce the risk of accidentally exporting sensitive data that was intended to be only internal, Terraform requires that any root module output containing sensitive data be explicitly marked as sensitive, to confirm your intent.\n\nIf you do intend to export this data, annotate the output value as sensitive by adding the following argument:\n    sensitive = true"
  params   = []
  role     = "output_value_marked_sensitive"
  subject  = block
}
diagnostic "output_value_marked_ephemeral" {
  code     = "TF5306"
  severity = error
  summary  = "Ephemeral value not allowed"
  detail   = "This output value is not declared as returning an ephemeral value, so it cannot be set to a result derived from an ephemeral value."
  params   = []
  role     = "output_value_marked_ephemeral"
}
drift "diagnostic" {
  name   = "Ephemeral output not allowed"
  change = "extra"
  reason = "node_output.go (the graph's output node), outside the folders drift reads"
}
drift "diagnostic" {
  name   = "Ephemeral value not allowed"
  change = "extra"
  reason = "node_output.go (the graph's output node), outside the folders drift reads"
}
drift "diagnostic" {
  name   = "Output refers to sensitive values"
  change = "extra"
  reason = "node_output.go (the graph's output node), outside the folders drift reads"
}

# ---- Rule: the kind of a for_each value (eval_for_each.go) -------------------------------------
# internal/terraform/eval_for_each.go, as validate evaluates the for_each of resources of every
# mode (node_resource_validate.go) and of module calls (node_module_expand.go), tuples not
# allowed: a literal that is no map, object or set (a tuple or object constructor, a string, a
# number, a bool), at the value. The same text since before 1.0. The blocks resource, data,
# ephemeral and module above have for_each=kinds map object set for it.
diagnostic "resource_for_each_kind" {
  code     = "TF5307"
  severity = error
  summary  = "Invalid for_each argument"
  detail   = "The given \"for_each\" argument value is unsuitable: the \"for_each\" argument must be a map, or set of strings, and you have provided a value of type {type}."
  params   = ["type"]
  role     = "resource_for_each_kind"
}
diagnostic "data_for_each_kind" {
  code     = "TF5308"
  severity = error
  summary  = "Invalid for_each argument"
  detail   = "The given \"for_each\" argument value is unsuitable: the \"for_each\" argument must be a map, or set of strings, and you have provided a value of type {type}."
  params   = ["type"]
  role     = "data_for_each_kind"
}
diagnostic "ephemeral_for_each_kind" {
  code     = "TF5309"
  severity = error
  summary  = "Invalid for_each argument"
  detail   = "The given \"for_each\" argument value is unsuitable: the \"for_each\" argument must be a map, or set of strings, and you have provided a value of type {type}."
  params   = ["type"]
  role     = "ephemeral_for_each_kind"
}
diagnostic "module_for_each_kind" {
  code     = "TF5310"
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
