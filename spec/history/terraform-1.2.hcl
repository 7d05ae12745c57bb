# Terraform language spec: Terraform v1.2.
#
# Release described: hashicorp/terraform tag v1.2.9 at 2bed243125 (version/version.go
# "1.2.9", the last v1.2 release). It is ../terraform.hcl (main) less what came after v1.2: no ephemeral, list,
# action or caller roots, no testing scope, no ephemeral, action, removed, import or check
# blocks, no ephemeral, const or deprecated variables, no ephemeral, deprecated or typed
# outputs, no destroy or action_trigger in lifecycle blocks; and what v1.2 had that main has
# not: module_variable_optional_attrs is a current experiment, whose defaults() function
# answers with the experimental placeholder when the module has not enabled it; a variable's
# validation rules refer to the variable and to nothing else; a module's source is a static
# string parsed when the block is decoded. Terraform v1.3 (terraform-1.3.hcl) extends this
# file with the changes of PR #31154.
#
# Where the facts come from: every block type, argument form and message text below was
# checked against the Terraform sources on the v1.2 branch at 6dc1cd96ee
# (internal/addrs/parse_ref.go, provider.go, internal/configs/*.go,
# internal/experiments/experiment.go, internal/lang/functions.go,
# internal/terraform/evaluate.go, evaluate_data.go, evaluate_valid.go,
# node_resource_validate.go, internal/lang/eval.go) and, for the texts HCL itself produces,
# hashicorp/hcl at 2efc266 and at v2.12.0 (v1.2's go.mod), where they are the same. Messages are Terraform's exact strings, typos
# included; Go verbs became {placeholders}. The comments are ours.
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
  c_prefix            = "tf12"
  version             = "1.2.9"
  commit              = "2bed243125"
  module_extensions   = [".tf"]
  # No test files before v1.6.
  test_extensions     = []
  # terraform { experiments = [...]  language = TF2021 } (internal/configs/experiments.go)
  experiments_in      = "terraform"
  edition_in          = "terraform"
  edition_attribute   = "language"
  # No function_namespace: Terraform's parseRef has no provider-function branch.
  # No type keywords in v1.2's parseRef: a lone string/number/bool/any is a resource type.
  type_keywords       = []
  type_keyword_result = none
  # Terraform words the index-first error per root: "resource", "data".
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

# TerraformAttr has no alias in Terraform (there is no "tofu" root).
root "terraform" {
  invalid_attribute  = "terraform_attr_invalid"
  removed_attributes = ["env"]
  removed_attribute  = "terraform_env"
  form       = name
  subject    = "TerraformAttr"
  attributes = ["workspace"]
  refers     = "run information: the selected workspace"
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

# terraformBlockSchema is read with Content: any other argument or block is an error.
block "terraform" {
  static_arguments = ["required_version", "experiments", "language"]
  meta_arguments = ["required_version", "experiments", "language"]
  meta_blocks    = ["backend", "cloud", "required_providers", "provider_meta"]
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

# decodeVariableValidationBlock: a validation rule may refer to the variable itself and to
# nothing else, in its condition and in its error message (variable_validation_crossref lifted
# that in v1.9).
block "variable" {
  static_arguments = ["type"]
  labels         = ["name"]
  meta_arguments = ["description", "default", "type", "sensitive", "nullable"]
  argument_forms = ["type=type", "default=default", "default=constant", "nullable=nullable",
                    "description=constant", "description=decode string", "sensitive=constant",
                    "sensitive=decode bool", "nullable=constant", "nullable=decode bool"]
  strict         = true
  meta_blocks    = ["validation"]
  reserved_names = true
  declares       = variable
  duplicate_previous = true
  since          = "0.12"

  block "validation" {
    meta_arguments     = ["condition", "error_message"]
    argument_forms     = ["condition=condition", "condition=only_self", "condition=refers_to_self", "error_message=only_self"]
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
  meta_arguments = ["description", "value", "depends_on", "sensitive"]
  meta_blocks    = ["precondition", "postcondition"]
  argument_forms = ["depends_on=references", "description=constant", "description=decode string",
                    "sensitive=constant", "sensitive=decode bool"]
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

# lifecycle is still reserved in Terraform's module blocks. The source is a static string,
# parsed when the block is decoded (module_call.go decodeModuleBlock); source and version are
# decoded with no context.
block "module" {
  static_arguments = ["providers", "source", "version"]
  labels          = ["name"]
  meta_arguments  = ["source", "version", "count", "for_each", "depends_on", "providers"]
  argument_forms  = ["source=constant", "source=module_source", "version=version", "version=constant",
                     "depends_on=references", "providers=providers"]
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
  argument_forms  = ["provider=provider", "depends_on=references"]
  escaping_block  = true
  declares        = managed_resource
  objects         = "resources"
  since           = "0.12"

  # replace_triggered_by and the condition blocks are new in v1.2.
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

# Every lifecycle argument is reported with data_lifecycle_argument.
block "data" {
  static_arguments = ["provider"]
  labels          = ["type", "name"]
  meta_arguments  = ["count", "for_each", "provider", "depends_on"]
  meta_blocks     = ["lifecycle"]
  reserved_blocks = ["locals"]
  argument_forms  = ["provider=provider", "depends_on=references"]
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

block "moved" {
  static_arguments = ["from", "to"]
  meta_arguments = ["from", "to"]
  required_arguments = ["from", "to"]
  strict         = true
  declares       = none
  since          = "1.1"
}

# ---------------------------------------------------------------------------------------
# Features and editions
# ---------------------------------------------------------------------------------------

# One current experiment, module_variable_optional_attrs, and four concluded ones
# (internal/experiments/experiment.go). `since` is the first release that listed each one in
# that state.
feature "variable_validation" {
  state   = concluded
  since   = "0.13"
  message = "Custom variable validation can now be used by default, without enabling an experiment."
}

feature "module_variable_optional_attrs" {
  state = experiment
  since = "0.14"
}

feature "provider_sensitive_attrs" {
  state   = concluded
  since   = "0.15"
  message = "Provider-defined sensitive attributes are now redacted by default, without enabling an experiment."
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

diagnostic "experiment_active" {
  code     = "TF2013"
  severity = warning
  summary  = "Experimental feature \"{name}\" is active"
  detail   = "Experimental features are subject to breaking changes in future minor or patch releases, based on feedback.\n\nIf you have feedback on the design of this feature, please open a GitHub issue to discuss it."
  params   = ["name"]
  role     = "experiment_active"
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

diagnostic "postconditions_not_allowed" {
  code     = "TF3026"
  severity = error
  summary  = "Postconditions are not allowed"
  detail   = "Output values can only have preconditions, not postconditions."
  params   = []
  role     = "postconditions_not_allowed"
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

# v1.2's internal/terraform/evaluate.go says "in which it unavailable" (fixed in v1.3).
diagnostic "each_value_unavailable" {
  code     = "TF4005"
  severity = error
  summary  = "each.value cannot be used in this context"
  detail   = "A reference to \"each.value\" has been used in a context in which it unavailable, such as when the configuration no longer contains the value in its \"for_each\" expression. Remove this reference to each.value in your configuration to work around this error."
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
  detail   = "The \"terraform\" object does not have an attribute named \"{name}\". The only supported attribute is terraform.workspace, the name of the currently-selected workspace."
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

diagnostic "depends_on_shape" {
  code     = "TF4013"
  severity = error
  summary  = "Invalid depends_on reference"
  detail   = "References in depends_on must be to a whole object (resource, etc), not to an attribute of an object."
  params   = []
  role     = "depends_on_shape"
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
# The diagnostics of terraform.hcl's TF52xx whose rules v1.2 has, with the same codes: each
# text was looked up on the v1.2 branch at 6dc1cd96ee (internal/configs, internal/addrs
# provider.go) and, for hcl's own, in hashicorp/hcl v2.12.0, and is the same. TF5236-TF5239
# are v1.2's own (terraform.hcl leaves them free).

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
# (precondition, postcondition, validation); {address} the resource (aws_s3_bucket.b,
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

# module_call.go decodeModuleBlock with a version argument; {error} is the registry address
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
# The same rules as ../terraform.hcl's, with v1.2's texts.
diagnostic "module_duplicate_backend" {
  code     = "TF5258"
  severity = error
  summary  = "Duplicate backend configuration"
  detail   = "A module may have only one backend configuration. The backend was previously configured at {range}."
  params   = ["range"]
  role     = "module_duplicate_backend"
}

diagnostic "module_duplicate_cloud" {
  code     = "TF5259"
  severity = error
  summary  = "Duplicate Terraform Cloud configurations"
  detail   = "A module may have only one 'cloud' block configuring Terraform Cloud. Terraform Cloud was previously configured at {range}."
  params   = ["range"]
  role     = "module_duplicate_cloud"
}

diagnostic "override_duplicate_cloud" {
  code     = "TF5260"
  severity = error
  summary  = "Duplicate Terraform Cloud configurations"
  detail   = "A module may have only one 'cloud' block configuring Terraform Cloud. Terraform Cloud was previously configured at {range}."
  params   = ["range"]
  role     = "override_duplicate_cloud"
}

# appendFile, after each primary file once both are there, at the backend.
diagnostic "module_exclusive_backend_cloud" {
  code     = "TF5261"
  severity = error
  summary  = "Both a backend and Terraform Cloud configuration are present"
  detail   = "A module may declare either one 'cloud' block configuring Terraform Cloud OR one 'backend' block configuring a state backend. Terraform Cloud is configured at {other_range}; a backend is configured at {range}. Remove the backend block to configure Terraform Cloud."
  params   = ["range", "other_range"]
  role     = "module_exclusive_backend_cloud"
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

# gohcl.DecodeExpression (hashicorp/hcl) with no context: a variable's description, sensitive
# and nullable, an output's description and sensitive, a provider's alias, a lifecycle's
# create_before_destroy and prevent_destroy. A value that does not convert, a null, or one
# that is unknown (a variable or a call in it: "value must be known"), at hcl's StartRange of
# the value; {error} is cty's. The cty of v1.2 and v1.3 words a type mismatch "bool required" where
# reserve, as later releases, says "bool required, but have number".
diagnostic "unsuitable_value" {
  code     = "TF5257"
  severity = error
  summary  = "Unsuitable value type"
  detail   = "Unsuitable value: {error}"
  params   = ["error"]
  role     = "unsuitable_value"
}

# decodeVariableBlock: the default does not convert to the type (cty convert.Convert). v1.2
# prints the error without tfdiags.FormatError: for an element deep inside the default, its
# text has no path before it, where reserve's (as main's) names the path first.
diagnostic "default_type_invalid" {
  code     = "TF5231"
  severity = error
  summary  = "Invalid default value for variable"
  detail   = "This default value is not compatible with the variable's type constraint: {error}."
  params   = ["error"]
  role     = "default_type_invalid"
}

# addrs/provider.go ParseProviderSourceString (the stray quotes before the end are
# Terraform's). A namespace that fails is shown empty, as Terraform does.
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

# A type starting with the repository prefix ({prefix} = terraform-provider-) or the redundant
# one (terraform-). {source} is the short form
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

# module_call.go decodeModuleBlock (getmodules.MaybeRelativePathErr): a source that is no
# local path, no registry address and that no go-getter detector takes; {source} is the
# package, before any "//". Terraform main reports it when it builds the configuration
# (config_build.go), once the root module loaded.
diagnostic "module_source_relative" {
  code     = "TF5236"
  severity = error
  summary  = "Invalid module source address"
  detail   = "Terraform failed to determine your intended installation method for remote module package \"{source}\".\n\nIf you intended this as a path relative to the current module, use \"./{source}\" instead. The \"./\" prefix indicates that the address is a relative filesystem path."
  params   = ["source"]
  role     = "module_source_relative"
}

# named_values.go decodeVariableValidationBlock: {name} is the variable's name. The first two
# are at each other reference; the third at the whole condition.
diagnostic "validation_condition_only_self" {
  code     = "TF5237"
  severity = error
  summary  = "Invalid reference in variable validation"
  detail   = "The condition for variable \"{name}\" can only refer to the variable itself, using var.{name}."
  params   = ["name"]
  role     = "validation_condition_only_self"
}

diagnostic "validation_error_message_only_self" {
  code     = "TF5238"
  severity = error
  summary  = "Invalid reference in variable validation"
  detail   = "The error message for variable \"{name}\" can only refer to the variable itself, using var.{name}."
  params   = ["name"]
  role     = "validation_error_message_only_self"
}

diagnostic "validation_condition_refers_to_self" {
  code     = "TF5239"
  severity = error
  summary  = "Invalid variable validation condition"
  detail   = "The condition for variable \"{name}\" must refer to var.{name} in order to test incoming values."
  params   = ["name"]
  role     = "validation_condition_refers_to_self"
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

# ---------------------------------------------------------------------------------------
# Functions (doc/spec.md, "Functions"): every function of internal/lang/functions.go on the
# v1.2 branch at 6dc1cd96ee (Scope.Functions), but "type", which only `terraform console` has.
# `since` is the first release branch, v0.12 to v1.2, whose functions.go lists it (v0.12 for
# the older ones). "list" and "map" are stubs that always fail with their message since v0.15
# (internal/lang/funcs/collection.go); "defaults" is the module_variable_optional_attrs
# experiment's (Scope.experimentalFunction). No function namespaces: hcl could not parse a
# name with "::" before v2.20.
# Messages are hcl's (hclsyntax/expression.go, FunctionCallExpr.Value).
# ---------------------------------------------------------------------------------------

# --- TF50xx: function calls --------------------------------------------------------------

diagnostic "function_unknown" {
  code     = "TF5001"
  severity = error
  summary  = "Call to unknown function"
  detail   = "There is no function named \"{name}\".{suggestion}"
  params   = ["name", "suggestion"]
  role     = "function_unknown"
}

diagnostic "function_removed" {
  code     = "TF5006"
  severity = error
  summary  = "Error in function call"
  detail   = "Call to function \"{name}\" failed: {message}."
  params   = ["name", "message"]
  role     = "function_removed"
}

# Scope.experimentalFunction: the placeholder that stands for a function of an experiment the
# module has not enabled.
diagnostic "function_experimental" {
  code     = "TF5007"
  severity = error
  summary  = "Error in function call"
  detail   = "Call to function \"{name}\" failed: this function is experimental and available only when the experiment keyword {experiment} is enabled for the current module."
  params   = ["name", "experiment"]
  role     = "function_experimental"
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
function "csvdecode"        { since = "0.12" }
function "defaults" {
  since   = "0.14"
  feature = "module_variable_optional_attrs"
}
function "dirname"          { since = "0.12" }
function "distinct"         { since = "0.12" }
function "element"          { since = "0.12" }
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
function "strrev"           { since = "0.12" }
function "substr"           { since = "0.12" }
function "sum"              { since = "0.13" }
function "templatefile"     { since = "0.12" }
function "textdecodebase64" { since = "0.14" }
function "textencodebase64" { since = "0.14" }
function "timeadd"          { since = "0.12" }
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
# Type constraints (doc/spec.md, "Type constraints"): the names of Terraform v1.2's own copy of
# the type-expression reader (internal/typeexpr, getType) as a variable's type reads them
# (internal/configs/named_values.go, decodeVariableType: TypeConstraint; a bare list or map
# alone is a shorthand for list(any) and map(any)). optional(TYPE) takes no default, and a
# module that uses it must enable the module_variable_optional_attrs experiment
# (internal/configs/experiments.go, checkModuleExperiments). The messages are getType's.
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
  form        = optional
  feature     = "module_variable_optional_attrs"
  feature_off = "type_optional_experimental"
  since       = "0.14"
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
  detail   = "Primitive type keyword \"{name}\" does not expect arguments."
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

diagnostic "type_optional_no_default" {
  code     = "TF5115"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Optional attribute modifier expects only one argument: the attribute type."
  role     = "type_optional_no_default"
}

diagnostic "type_optional_outside" {
  code     = "TF5116"
  severity = error
  summary  = "Invalid type specification"
  detail   = "Keyword \"{name}\" is valid only as a modifier for object type attributes."
  params   = ["name"]
  role     = "type_optional_outside"
}

# checkModuleExperiments (internal/configs/experiments.go): a variable whose type has optional
# attributes, in a module without the experiment; at the variable block's header.
diagnostic "type_optional_experimental" {
  code     = "TF5117"
  severity = error
  summary  = "Optional object type attributes are experimental"
  detail   = "This feature is currently an opt-in experiment, subject to change in future releases based on feedback.\n\nActivate the feature for this module by adding module_variable_optional_attrs to the list of active experiments."
  subject  = block
}

# ---------------------------------------------------------------------------------------
# Deliberate differences from the source (reserve-gen drift; doc/drift.md). terraform-1.3.hcl
# inherits them.
# ---------------------------------------------------------------------------------------

# Texts of hcl itself (hashicorp/hcl v2: hclsyntax, gohcl, ext/typeexpr and its static-analysis
# helpers), which Terraform's loader reaches through hcl's API: the source only calls them.
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
  reason = "hclsyntax's FunctionCallExpr.Value, for a function that fails (v1.2's experimental defaults stub among them)"
}
drift "diagnostic" {
  name   = "Call to unknown function"
  change = "extra"
  reason = "hclsyntax's FunctionCallExpr.Value, for a name the evaluation context has no function of"
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

# Texts of Terraform's code outside the language-defining folders that drift reads.
drift "diagnostic" {
  name   = "Invalid depends_on reference"
  change = "extra"
  reason = "the graph's validation of depends_on references (internal/terraform, node_resource_validate.go), outside the folders drift reads"
}

# Files and folders that cannot be read: reserve reports an unreadable path itself (exit
# status 2) before any rule runs.
drift "diagnostic" {
  name   = "Failed to read *"
  change = "missing"
  reason = "parser.go and parser_config_dir.go: a file or folder that cannot be read, which reserve reports as an I/O error of its own"
}

# synth_body.go: the texts of a body built from values (SynthBody), never from a file.
drift "diagnostic" {
  name   = "Missing required attribute"
  change = "missing"
  reason = "synth_body.go: a body synthesised from a map of values (SynthBody), never read from a module's files"
}
drift "diagnostic" {
  name   = "Unsupported attribute"
  where  = "configs"
  change = "missing"
  reason = "synth_body.go: a body synthesised from a map of values (SynthBody), never read from a module's files"
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
  name   = "Child modules are not supported"
  change = "missing"
  reason = "config_build.go, for a configuration built without child modules (a console's)"
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

# Rules of one module that no rule of the runtime makes yet (doc/spec.md lists the rules).
drift "diagnostic" {
  name   = "Invalid module source address"
  change = "missing"
  reason = "module_call.go: a source no module source parser takes; the module_source form refuses only a registry address with a version, and a remote-looking relative path"
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
  where  = "configs"
  change = "missing"
  reason = "module_merge.go: a variable's type and default merged from an override file; no rule merges an override's arguments into the base"
}
drift "diagnostic" {
  name   = "Unsupported override"
  change = "missing"
  reason = "module_merge.go: depends_on in an override file's resource; no rule merges an override's arguments into the base"
}
drift "diagnostic" {
  name   = "Invalid \"moved\" addresses"
  change = "missing"
  reason = "moved.go: from and to of different kinds; no rule compares two static addresses"
}
drift "diagnostic" {
  name   = "Invalid provider configuration address"
  change = "missing"
  reason = "provider.go ParseProviderConfigCompact, for provider addresses given as traversals outside a module's blocks; not modelled"
}
drift "diagnostic" {
  name   = "Invalid Attribute"
  change = "missing"
  reason = "provider_requirements.go: an object key of a required_providers entry that evaluates to no string; the provider_requirement form reads literal keys"
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
drift "diagnostic" {
  name   = "Unsuitable value type"
  change = "extra"
  reason = "gohcl.DecodeExpression's, for a value that does not convert to the Go type it is decoded into"
}
