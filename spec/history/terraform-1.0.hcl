# Terraform language spec: Terraform v1.0, the oldest release described, written whole.
#
# Release described: hashicorp/terraform tag v1.0.11 at a02b302f57 (version/version.go
# "1.0.11", the last v1.0 release). Every later release's spec extends this one, each holding
# only what its release changed: terraform-1.1.hcl, terraform-1.2.hcl, ... terraform-1.14.hcl.
#
# How it was made: drafted backwards from terraform-1.2.hcl with `reserve-gen draft` (the
# difference between the v1.2.9 and v1.0.11 sources), each change checked against the v1.0
# sources, then written whole with `reserve-gen flatten`; it is proved against v1.0.11 by
# `reserve-gen drift` (tests/drift_shipped.t). Compared with v1.2 it has no moved block (the
# config_driven_move experiment arrived in v1.1), no cloud block (v1.1), no preconditions,
# postconditions or replace_triggered_by (v1.2), no nullable variables (v1.1); a data block's
# lifecycle block is refused ("Unsupported lifecycle block"), a validation rule's error
# message is a constant string, and module sources are not parsed when the block is decoded.
#
# Messages are Terraform's exact strings, typos included; Go verbs became {placeholders}. The
# drift notes at the end say where the spec differs from the source on purpose, and why.
# Versions in `since` are Terraform versions; roots that predate the current reference parser
# are given "0.12", the release that introduced it.

language "terraform" {
  display = "Terraform"
  c_prefix = "tf10"
  version = "1.0.11"
  commit = "a02b302f57"
  module_extensions = [".tf"]
  experiments_in = "terraform"
  edition_in = "terraform"
  edition_attribute = "language"
  index_object = ""
  dynamic_block = "dynamic"
  dynamic_iterator = "iterator"
  dynamic_content = "content"
  dynamic_for_each = "for_each"
  # the nested block that keeps arguments from being meta-arguments: the configs package
  # reads a "_" block in resources, module calls, providers and provisioners
  escaping_block_type = "_"
  suggestion = " Did you mean \"{name}\"?"
  # hclsyntax Body.Content's, when no name is close: a block named like an argument of the
  # schema, an argument named like one of its block types
  block_argument_suggestion = " Did you mean to define argument \"{name}\"? If so, use the equals sign to assign it a value."
  argument_block_suggestion = " Did you mean to define a block of type \"{name}\"?"
  resource_suggestion = "\n\nDid you mean the {mode} resource {address}?"
  type_keyword_result = none
  repetition_arguments = ["count", "for_each"]
  self_only_references = ["self", "path", "terraform", "count.index", "each.key"]
}
root "count" {
  form = name
  subject = "CountAttr"
  refers = "the index of the current instance of a resource, data or module block that sets \"count\""
  since = "0.12"
  attributes = ["index"]
  out_of_context = "count_no_context"
  invalid_attribute = "count_attr_invalid"
  requires_argument = "count"
}
root "each" {
  form = name
  subject = "ForEachAttr"
  refers = "the key and value of the current instance of a block that sets \"for_each\""
  since = "0.12"
  attributes = ["key", "value"]
  out_of_context = "each_no_context"
  invalid_attribute = "each_attr_invalid"
  requires_argument = "for_each"
}
root "data" {
  form = type_name
  subject = "Resource"
  instance_subject = "ResourceInstance"
  mode = "data"
  what = "a data source"
  two_names = "the data source type and the resource name"
  refers = "a data resource declared by a \"data\" block"
  since = "0.12"
  declared_by = data_resource
  undeclared = "undeclared_data"
}
root "resource" {
  form = type_name
  escape = true
  subject = "Resource"
  instance_subject = "ResourceInstance"
  mode = "managed"
  what = "a resource type"
  two_names = "the resource type and the resource name"
  refers = "a managed resource, by its full name; works for any resource type, reserved words included"
  since = "0.15"
  declared_by = managed_resource
  undeclared = "undeclared_resource"
}
root "local" {
  form = name
  subject = "LocalValue"
  refers = "a local value declared in a \"locals\" block"
  since = "0.12"
  declared_by = local_values
  undeclared = "undeclared_local"
}
root "module" {
  form = module_call
  subject = "ModuleCall"
  refers = "a module call declared by a \"module\" block, one of its instances, or an output of it"
  since = "0.12"
  declared_by = module_call
  undeclared = "undeclared_module"
}
root "path" {
  form = name
  subject = "PathAttr"
  refers = "filesystem paths: the working directory, this module's directory, the root module's directory"
  since = "0.12"
  attributes = ["cwd", "module", "root"]
  invalid_attribute = "path_attr_invalid"
}
root "self" {
  form = bare
  subject = "Self"
  refers = "the object that contains the expression, in provisioner, connection and postcondition blocks"
  since = "0.12"
  requires_self = true
  out_of_context = "self_no_context"
}
root "terraform" {
  form = name
  subject = "TerraformAttr"
  refers = "run information: the selected workspace"
  since = "0.12"
  attributes = ["workspace"]
  invalid_attribute = "terraform_attr_invalid"
  removed_attribute = "terraform_env"
  removed_attributes = ["env"]
}
root "var" {
  form = name
  subject = "InputVariable"
  refers = "an input variable declared by a \"variable\" block"
  since = "0.12"
  declared_by = variable
  undeclared = "undeclared_variable"
  no_suggestion = " This variable can be declared with a variable \"{name}\" {{}} block."
}
root "template" {
  form = reserved
  refers = "nothing yet: reserved for a future Terraform version (template values)"
  since = "0.15"
}
root "lazy" {
  form = reserved
  refers = "nothing yet: reserved for a future Terraform version (lazy expressions)"
  since = "0.15"
}
root "arg" {
  form = reserved
  refers = "nothing yet: reserved for a future Terraform version"
  since = "0.15"
}
fallback {
  subject = "Resource"
  instance_subject = "ResourceInstance"
  mode = "managed"
  what = "a resource type"
  declared_by = managed_resource
  undeclared = "undeclared_resource"
}
# required_version: every module's constraints are checked when validate builds its context
# (NewContext in internal/terraform/context.go calls CheckCoreVersionRequirements, outside the
# sources drift reads until v1.5 moved it to internal/configs): a constraint this release does
# not meet is an error, in every file. sniffCoreVersionRequirements reads the constraint with
# decodeVersionConstraint, with no context (Value(nil)): form constant, "Variables not allowed".
block "terraform" {
    meta_arguments = ["required_version", "experiments", "language"]
    argument_forms = ["required_version=compatibility", "required_version=constant"]
    meta_blocks = ["backend", "required_providers", "provider_meta"]
    since = "0.12"
    static_arguments = ["required_version", "experiments", "language"]
    strict = true
  block "backend" {
      labels = ["type"]
      module_unique = true
  }
  block "required_providers" {
      since = "0.13"
      static_arguments = ["*"]
      argument_forms = ["*=provider_requirement"]
      module_unique = true
      attributes_only = true
  }
  block "provider_meta" {
      labels = ["provider"]
      argument_forms = ["*=constant"]
      provider_label = true
      attributes_only = true
  }
}
block "required_providers" {
    since = "0.13"
    static_arguments = ["*"]
}
block "provider" {
    labels = ["name"]
    meta_arguments = ["alias", "version"]
    reserved_arguments = ["count", "depends_on", "for_each", "source"]
    reserved_blocks = ["lifecycle", "locals"]
    escaping_block = true
    declares = provider
    since = "0.12"
    argument_forms = ["alias=constant", "alias=decode string", "alias=alias", "version=version", "version=constant"]
}
block "variable" {
    labels = ["name"]
    meta_arguments = ["description", "default", "type", "sensitive"]
    meta_blocks = ["validation"]
    declares = variable
    reserved_names = true
    since = "0.12"
    static_arguments = ["type"]
    strict = true
    argument_forms = ["type=type", "default=default", "default=constant", "description=constant", "description=decode string", "sensitive=constant", "sensitive=decode bool"]
    duplicate_previous = true
  block "validation" {
      meta_arguments = ["condition", "error_message"]
      strict = true
      argument_forms = ["condition=condition", "condition=only_self", "condition=refers_to_self", "error_message=constant", "error_message=decode string"]
      required_arguments = ["condition", "error_message"]
  }
}
block "locals" {
    declares = local_values
    since = "0.12"
    duplicate_previous = true
    attributes_only = true
}
block "output" {
    labels = ["name"]
    meta_arguments = ["description", "value", "depends_on", "sensitive"]
    declares = output
    since = "0.12"
    strict = true
    argument_forms = ["depends_on=references", "description=constant", "description=decode string", "sensitive=constant", "sensitive=decode bool", "value=marked sensitive"]
    required_arguments = ["value"]
    override_optional = true
    duplicate_previous = true
}
block "module" {
    labels = ["name"]
    meta_arguments = ["source", "version", "count", "for_each", "depends_on", "providers"]
    reserved_blocks = ["lifecycle", "locals", "provider"]
    escaping_block = true
    declares = module_call
    since = "0.12"
    static_arguments = ["providers", "source", "version"]
    argument_forms = ["source=constant", "source=module_source", "version=version", "version=constant", "depends_on=references", "providers=providers", "count=instance_count", "for_each=kinds map object set"]
    required_arguments = ["source"]
    override_optional = true
    duplicate_previous = true
}
block "resource" {
    labels = ["type", "name"]
    meta_arguments = ["count", "for_each", "provider", "depends_on"]
    meta_blocks = ["lifecycle", "connection", "provisioner"]
    reserved_blocks = ["locals"]
    escaping_block = true
    declares = managed_resource
    since = "0.12"
    static_arguments = ["provider"]
    objects = "resources"
    argument_forms = ["provider=provider", "depends_on=references", "count=instance_count", "for_each=kinds map object set"]
  block "lifecycle" {
      meta_arguments = ["create_before_destroy", "prevent_destroy", "ignore_changes"]
      static_arguments = ["ignore_changes"]
      unique = true
      strict = true
      argument_forms = ["ignore_changes=attribute_paths all", "replace_triggered_by=triggers", "create_before_destroy=constant", "create_before_destroy=decode bool", "prevent_destroy=constant", "prevent_destroy=decode bool"]
  }
  block "connection" {
      self_context = true
  }
  block "provisioner" {
      labels = ["type"]
      meta_arguments = ["when", "on_failure"]
      meta_blocks = ["connection"]
      reserved_blocks = ["lifecycle"]
      escaping_block = true
      static_arguments = ["when", "on_failure"]
      self_context = true
      argument_forms = ["when=keyword create destroy", "when=self_only destroy", "on_failure=keyword continue fail"]
      removed_labels = ["chef", "habitat", "puppet", "salt-masterless"]
      # The built-in provisioners' schemas (internal/builtin/provisioners/*/resource_provisioner.go
      # GetSchema), which validate decodes each provisioner's body with; quiet came in v1.4. The file
      # provisioner's ValidateProvisionerConfig wants one of source and content.
      label_schemas = ["local-exec=required command", "local-exec=optional environment interpreter working_dir", "remote-exec=optional inline script scripts", "file=required destination", "file=optional content source", "file=one_of source content"]
    block "connection" {
        self_context = true
    }
  }
}
block "data" {
    labels = ["type", "name"]
    meta_arguments = ["count", "for_each", "provider", "depends_on"]
    meta_blocks = ["lifecycle"]
    reserved_blocks = ["locals"]
    escaping_block = true
    declares = data_resource
    since = "0.12"
    static_arguments = ["provider"]
    objects = "data sources"
    argument_forms = ["provider=provider", "depends_on=references", "count=instance_count", "for_each=kinds map object set"]
    # The built-in provider's data source (internal/builtin/providers/terraform/data_source_state.go).
    label_schemas = ["terraform_remote_state=required backend", "terraform_remote_state=optional config defaults workspace", "terraform_remote_state=computed outputs"]
}
feature "variable_validation" {
  state = concluded
  since = "0.13"
  message = "Custom variable validation can now be used by default, without enabling an experiment."
}
feature "module_variable_optional_attrs" {
  state = experiment
  since = "0.14"
}
feature "provider_sensitive_attrs" {
  state = concluded
  since = "0.15"
  message = "Provider-defined sensitive attributes are now redacted by default, without enabling an experiment."
}
edition "TF2021" {
  default = true
  since = "0.15"
}
diagnostic "ref_no_attr" {
  code = "TF1001"
  severity = error
  summary = "Invalid reference"
  detail = "The \"{root}\" object cannot be accessed directly. Instead, access one of its attributes."
  params = ["root"]
  role = "ref_no_attr"
}
diagnostic "ref_no_operation" {
  code = "TF1002"
  severity = error
  summary = "Invalid reference"
  detail = "The \"{root}\" object does not support this operation."
  params = ["root"]
  role = "ref_no_operation"
}
diagnostic "ref_two_names" {
  code = "TF1003"
  severity = error
  summary = "Invalid reference"
  detail = "The \"{root}\" object must be followed by two attribute names: {two_names}."
  params = ["root", "two_names"]
  role = "ref_two_names"
}
diagnostic "ref_index_first" {
  code = "TF1004"
  severity = error
  summary = "Invalid reference"
  detail = "The \"{object}\" object does not support this operation."
  params = ["object"]
  role = "ref_index_first"
}
diagnostic "ref_resource_name" {
  code = "TF1005"
  severity = error
  summary = "Invalid reference"
  detail = "A reference to {what} must be followed by at least one attribute access, specifying the resource name."
  params = ["what"]
  role = "ref_resource_name"
}
diagnostic "ref_resource_key" {
  code = "TF1006"
  severity = error
  summary = "Invalid index key"
  detail = "Invalid index for resource instance: {error}."
  params = ["error"]
  role = "ref_resource_key"
}
diagnostic "ref_module_key" {
  code = "TF1007"
  severity = error
  summary = "Invalid index key"
  detail = "Invalid index for module instance: {error}."
  params = ["error"]
  role = "ref_module_key"
}
diagnostic "ref_module_operation" {
  code = "TF1008"
  severity = error
  summary = "Invalid reference"
  detail = "Module instance objects do not support this operation."
  role = "ref_module_operation"
}
diagnostic "ref_reserved" {
  code = "TF1009"
  severity = error
  summary = "Reserved symbol name"
  detail = "The symbol name \"{root}\" is reserved for use in a future Terraform version. If you are using a provider that already uses this as a resource type name, add the prefix \"resource.\" to force interpretation as a resource type name."
  params = ["root"]
  role = "ref_reserved"
}
diagnostic "undeclared_variable" {
  code = "TF1101"
  severity = error
  summary = "Reference to undeclared input variable"
  detail = "An input variable with the name \"{name}\" has not been declared.{suggestion}"
  params = ["name", "suggestion"]
}
diagnostic "undeclared_local" {
  code = "TF1102"
  severity = error
  summary = "Reference to undeclared local value"
  detail = "A local value with the name \"{name}\" has not been declared.{suggestion}"
  params = ["name", "suggestion"]
}
diagnostic "undeclared_module" {
  code = "TF1103"
  severity = error
  summary = "Reference to undeclared module"
  detail = "No module call named \"{name}\" is declared in {module}.{suggestion}"
  params = ["name", "module", "suggestion"]
}
diagnostic "undeclared_resource" {
  code = "TF1104"
  severity = error
  summary = "Reference to undeclared resource"
  detail = "A managed resource \"{type}\" \"{name}\" has not been declared in {module}.{suggestion}"
  params = ["type", "name", "module", "suggestion"]
}
diagnostic "undeclared_data" {
  code = "TF1105"
  severity = error
  summary = "Reference to undeclared resource"
  detail = "A data resource \"{type}\" \"{name}\" has not been declared in {module}.{suggestion}"
  params = ["type", "name", "module", "suggestion"]
}
diagnostic "edition_invalid" {
  code = "TF2002"
  severity = error
  summary = "Invalid language edition"
  detail = "The language argument expects a bare language edition keyword. Terraform {version} supports only language edition {edition}, which is the default."
  params = ["version", "edition"]
  role = "edition_invalid"
}
diagnostic "edition_unsupported" {
  code = "TF2004"
  severity = error
  summary = "Unsupported language edition"
  detail = "Terraform v{version} only supports language edition {edition}. This module requires a {relation} version of Terraform CLI."
  params = ["version", "edition", "relation"]
  role = "edition_unsupported"
}
diagnostic "experiments_not_list" {
  code = "TF2005"
  severity = error
  summary = "Invalid expression"
  detail = "A static list expression is required."
  role = "list_required"
}
diagnostic "experiment_invalid_keyword" {
  code = "TF2006"
  severity = error
  summary = "Invalid experiment keyword"
  detail = "Elements of \"experiments\" must all be keywords representing active experiments."
  role = "experiment_invalid_keyword"
}
diagnostic "experiment_unknown" {
  code = "TF2007"
  severity = error
  summary = "Unknown experiment keyword"
  detail = "There is no current experiment with the keyword \"{name}\"."
  params = ["name"]
  role = "experiment_unknown"
}
diagnostic "experiment_concluded" {
  code = "TF2012"
  severity = error
  summary = "Experiment has concluded"
  detail = "Experiment \"{name}\" is no longer available. {message}"
  params = ["name", "message"]
  role = "experiment_concluded"
}
diagnostic "experiment_active" {
  code = "TF2013"
  severity = warning
  summary = "Experimental feature \"{name}\" is active"
  detail = "Experimental features are subject to breaking changes in future minor or patch releases, based on feedback.\n\nIf you have feedback on the design of this feature, please open a GitHub issue to discuss it."
  params = ["name"]
  role = "experiment_active"
}
diagnostic "experiment_parse_error" {
  code = "TF2015"
  severity = error
  summary = "Invalid experiment keyword"
  detail = "Could not parse \"{name}\" as an experiment keyword: {error}."
  params = ["name", "error"]
}
diagnostic "unsupported_block_type" {
  code = "TF3001"
  severity = error
  summary = "Unsupported block type"
  detail = "Blocks of type \"{type}\" are not expected here.{suggestion}"
  params = ["type", "suggestion"]
  role = "unsupported_block_type"
}
diagnostic "unsupported_argument" {
  code = "TF3002"
  severity = error
  summary = "Unsupported argument"
  detail = "An argument named \"{name}\" is not expected here.{suggestion}"
  params = ["name", "suggestion"]
  role = "unsupported_argument"
}
diagnostic "duplicate_argument" {
  code = "TF3003"
  severity = error
  summary = "Duplicate argument"
  detail = "Argument \"{name}\" was already set at {range}"
  params = ["name", "range"]
  role = "duplicate_argument"
}
diagnostic "required_providers_top_level" {
  code = "TF3004"
  severity = error
  summary = "Invalid required_providers block"
  detail = "A \"required_providers\" block must be nested inside a \"terraform\" block."
  role = "required_providers_top_level"
}
diagnostic "meta_combination" {
  code = "TF3005"
  severity = error
  summary = "Invalid combination of \"count\" and \"for_each\""
  detail = "The \"count\" and \"for_each\" meta-arguments are mutually-exclusive, only one should be used to be explicit about the number of resources to be created."
  role = "meta_combination"
}
diagnostic "meta_combination_module" {
  code = "TF3006"
  severity = error
  summary = "Invalid combination of \"count\" and \"for_each\""
  detail = "The \"count\" and \"for_each\" meta-arguments are mutually-exclusive, only one should be used to be explicit about the number of resources to be created."
  role = "meta_combination_module"
}
diagnostic "duplicate_lifecycle" {
  code = "TF3009"
  severity = error
  summary = "Duplicate lifecycle block"
  detail = "This resource already has a lifecycle block at {range}."
  params = ["range"]
  role = "duplicate_lifecycle"
}
diagnostic "duplicate_connection" {
  code = "TF3012"
  severity = error
  summary = "Duplicate connection block"
  detail = "This resource already has a connection block at {range}."
  params = ["range"]
  role = "duplicate_connection"
}
diagnostic "duplicate_connection_provisioner" {
  code = "TF3013"
  severity = error
  summary = "Duplicate connection block"
  detail = "This provisioner already has a connection block at {range}."
  params = ["range"]
  role = "duplicate_connection_provisioner"
}
diagnostic "reserved_block_type" {
  code = "TF3014"
  severity = error
  summary = "Reserved block type name in {where} block"
  detail = "The block type name \"{type}\" is reserved for use by Terraform in a future version."
  params = ["where", "type"]
  role = "reserved_block_type"
}
diagnostic "reserved_provider_argument" {
  code = "TF3015"
  severity = error
  summary = "Reserved argument name in provider block"
  detail = "The provider argument name \"{name}\" is reserved for use by Terraform in a future version."
  params = ["name"]
  role = "reserved_provider_argument"
}
diagnostic "reserved_variable_name" {
  code = "TF3016"
  severity = error
  summary = "Invalid variable name"
  detail = "The variable name \"{name}\" is reserved due to its special meaning inside module blocks."
  params = ["name"]
  role = "reserved_variable_name"
}
diagnostic "duplicate_escaping_block_resource" {
  code = "TF3017"
  severity = error
  summary = "Duplicate escaping block"
  detail = "The special block type \"_\" can be used to force particular arguments to be interpreted as resource-type-specific rather than as meta-arguments, but each resource block can have only one such block. The first escaping block was at {range}."
  params = ["range"]
  role = "duplicate_escaping_block_resource"
}
diagnostic "duplicate_escaping_block_data" {
  code = "TF3018"
  severity = error
  summary = "Duplicate escaping block"
  detail = "The special block type \"_\" can be used to force particular arguments to be interpreted as resource-type-specific rather than as meta-arguments, but each data block can have only one such block. The first escaping block was at {range}."
  params = ["range"]
  role = "duplicate_escaping_block_data"
}
diagnostic "duplicate_escaping_block_module" {
  code = "TF3020"
  severity = error
  summary = "Duplicate escaping block"
  detail = "The special block type \"_\" can be used to force particular arguments to be interpreted as module input variables rather than as meta-arguments, but each module block can have only one such block. The first escaping block was at {range}."
  params = ["range"]
  role = "duplicate_escaping_block_module"
}
diagnostic "duplicate_escaping_block_provider" {
  code = "TF3021"
  severity = error
  summary = "Duplicate escaping block"
  detail = "The special block type \"_\" can be used to force particular arguments to be interpreted as provider-specific rather than as meta-arguments, but each provider block can have only one such block. The first escaping block was at {range}."
  params = ["range"]
  role = "duplicate_escaping_block_provider"
}
diagnostic "duplicate_escaping_block_provisioner" {
  code = "TF3022"
  severity = error
  summary = "Duplicate escaping block"
  detail = "The special block type \"_\" can be used to force particular arguments to be interpreted as provisioner-typpe-specific rather than as meta-arguments, but each provisioner block can have only one such block. The first escaping block was at {range}."
  params = ["range"]
  role = "duplicate_escaping_block_provisioner"
}
diagnostic "provisioner_removed" {
  code = "TF3028"
  severity = error
  summary = "The \"{type}\" provisioner has been removed"
  detail = "The \"{type}\" provisioner was deprecated in Terraform 0.13.4 has been removed from Terraform. Visit https://learn.hashicorp.com/collections/terraform/provision for alternatives to using provisioners that are a better fit for the Terraform workflow."
  params = ["type"]
  role = "provisioner_removed"
}
diagnostic "provisioner_when_invalid" {
  code = "TF3029"
  severity = error
  summary = "Invalid \"when\" keyword"
  detail = "The \"when\" argument requires one of the following keywords: create or destroy."
  role = "provisioner_when_invalid"
}
diagnostic "provisioner_on_failure_invalid" {
  code = "TF3030"
  severity = error
  summary = "Invalid \"on_failure\" keyword"
  detail = "The \"on_failure\" argument requires one of the following keywords: continue or fail."
  role = "provisioner_on_failure_invalid"
}
diagnostic "provider_version_deprecated" {
  code = "TF3031"
  severity = warning
  summary = "Version constraints inside provider configuration blocks are deprecated"
  detail = "Terraform 0.13 and earlier allowed provider version constraints inside the provider configuration block, but that is now deprecated and will be removed in a future version of Terraform. To silence this warning, move the provider version constraint into the required_providers block."
  role = "provider_version_deprecated"
}
diagnostic "provider_alias_invalid" {
  code = "TF3033"
  severity = error
  summary = "Invalid provider configuration alias"
  detail = "An alias must be a valid name. A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  role = "provider_alias_invalid"
  subject = none
}
diagnostic "provider_ref_quoted" {
  code = "TF3034"
  severity = error
  summary = "Invalid provider configuration reference"
  detail = "A provider configuration reference must not be given in quotes."
  role = "provider_ref_quoted"
}
diagnostic "provider_ref_invalid" {
  code = "TF3035"
  severity = error
  summary = "Invalid provider configuration reference"
  detail = "The {argument} argument requires a provider type name, optionally followed by a period and then a configuration alias."
  params = ["argument"]
  role = "provider_ref_invalid"
}
diagnostic "provider_ref_alias" {
  code = "TF3036"
  severity = error
  summary = "Invalid provider configuration reference"
  detail = "Provider name must either stand alone or be followed by a period and then a configuration alias."
  role = "provider_ref_alias"
}
diagnostic "provider_local_name_invalid" {
  code = "TF3038"
  severity = error
  summary = "Invalid provider local name"
  detail = "{name} is an invalid provider local name: {error}"
  params = ["name", "error"]
  role = "provider_local_name_invalid"
}
diagnostic "provider_local_name_not_normalized" {
  code = "TF3039"
  severity = error
  summary = "Invalid provider local name"
  detail = "Provider names must be normalized. Replace \"{name}\" with \"{normalized}\" to fix this error."
  params = ["name", "normalized"]
  role = "provider_local_name_not_normalized"
}
diagnostic "invalid_resource_type_name" {
  code = "TF3040"
  severity = error
  summary = "Invalid resource type name"
  detail = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  role = "invalid_resource_type_name"
}
diagnostic "invalid_resource_name" {
  code = "TF3041"
  severity = error
  summary = "Invalid resource name"
  detail = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  role = "invalid_resource_name"
}
diagnostic "invalid_data_source_name" {
  code = "TF3042"
  severity = error
  summary = "Invalid data source name"
  detail = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  role = "invalid_data_type_name"
}
diagnostic "invalid_data_resource_name" {
  code = "TF3043"
  severity = error
  summary = "Invalid data resource name"
  detail = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  role = "invalid_data_name"
}
diagnostic "invalid_module_name" {
  code = "TF3046"
  severity = error
  summary = "Invalid module instance name"
  detail = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  role = "invalid_module_name"
}
diagnostic "invalid_variable_name" {
  code = "TF3047"
  severity = error
  summary = "Invalid variable name"
  detail = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  role = "invalid_variable_name"
}
diagnostic "invalid_output_name" {
  code = "TF3048"
  severity = error
  summary = "Invalid output name"
  detail = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  role = "invalid_output_name"
}
diagnostic "invalid_local_name" {
  code = "TF3049"
  severity = error
  summary = "Invalid local value name"
  detail = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
}
diagnostic "duplicate_variable" {
  code = "TF3059"
  severity = error
  summary = "Duplicate variable declaration"
  detail = "A variable named \"{name}\" was already declared at {range}. Variable names must be unique within a module."
  params = ["name", "range"]
  role = "duplicate_variable"
}
diagnostic "duplicate_local_values" {
  code = "TF3060"
  severity = error
  summary = "Duplicate local value definition"
  detail = "A local value named \"{name}\" was already defined at {range}. Local value names must be unique within a module."
  params = ["name", "range"]
  role = "duplicate_local_values"
}
diagnostic "duplicate_output" {
  code = "TF3061"
  severity = error
  summary = "Duplicate output definition"
  detail = "An output named \"{name}\" was already defined at {range}. Output names must be unique within a module."
  params = ["name", "range"]
  role = "duplicate_output"
}
diagnostic "duplicate_module_call" {
  code = "TF3062"
  severity = error
  summary = "Duplicate module call"
  detail = "A module call named \"{name}\" was already defined at {range}. Module calls must have unique names within a module."
  params = ["name", "range"]
  role = "duplicate_module_call"
}
diagnostic "duplicate_managed_resource" {
  code = "TF3063"
  severity = error
  summary = "Duplicate resource \"{type}\" configuration"
  detail = "A {type} resource named \"{name}\" was already declared at {range}. Resource names must be unique per type in each module."
  params = ["type", "name", "range"]
  role = "duplicate_managed_resource"
}
diagnostic "duplicate_data_resource" {
  code = "TF3064"
  severity = error
  summary = "Duplicate data \"{type}\" configuration"
  detail = "A {type} data resource named \"{name}\" was already declared at {range}. Resource names must be unique per type in each module."
  params = ["type", "name", "range"]
  role = "duplicate_data_resource"
}
diagnostic "duplicate_provider" {
  code = "TF3067"
  severity = error
  summary = "Duplicate provider configuration"
  detail = "A default (non-aliased) provider configuration for \"{name}\" was already given at {range}. If multiple configurations are required, set the \"alias\" argument for alternative configurations."
  params = ["name", "range"]
  role = "duplicate_provider"
}
diagnostic "duplicate_provider_alias" {
  code = "TF3068"
  severity = error
  summary = "Duplicate provider configuration"
  detail = "A provider configuration for \"{name}\" with alias \"{alias}\" was already given at {range}. Each configuration for the same provider must have a distinct alias."
  params = ["name", "alias", "range"]
  role = "duplicate_provider_alias"
}
diagnostic "override_missing_variable" {
  code = "TF3069"
  severity = error
  summary = "Missing base variable declaration to override"
  detail = "There is no variable named \"{name}\". An override file can only override a variable that was already declared in a primary configuration file."
  params = ["name"]
  role = "override_missing_variable"
}
diagnostic "override_missing_local_values" {
  code = "TF3070"
  severity = error
  summary = "Missing base local value definition to override"
  detail = "There is no local value named \"{name}\". An override file can only override a local value that was already defined in a primary configuration file."
  params = ["name"]
  role = "override_missing_local_values"
}
diagnostic "override_missing_output" {
  code = "TF3071"
  severity = error
  summary = "Missing base output definition to override"
  detail = "There is no output named \"{name}\". An override file can only override an output that was already defined in a primary configuration file."
  params = ["name"]
  role = "override_missing_output"
}
diagnostic "override_missing_module_call" {
  code = "TF3072"
  severity = error
  summary = "Missing module call to override"
  detail = "There is no module call named \"{name}\". An override file can only override a module call that was defined in a primary configuration file."
  params = ["name"]
  role = "override_missing_module_call"
}
diagnostic "override_missing_managed_resource" {
  code = "TF3073"
  severity = error
  summary = "Missing resource to override"
  detail = "There is no {type} resource named \"{name}\". An override file can only override a resource block defined in a primary configuration file."
  params = ["type", "name"]
  role = "override_missing_managed_resource"
}
diagnostic "override_missing_data_resource" {
  code = "TF3074"
  severity = error
  summary = "Missing data resource to override"
  detail = "There is no {type} data resource named \"{name}\". An override file can only override a data block defined in a primary configuration file."
  params = ["type", "name"]
  role = "override_missing_data_resource"
}
diagnostic "override_missing_provider" {
  code = "TF3075"
  severity = error
  summary = "Missing base provider configuration for override"
  detail = "There is no {name} provider configuration with the alias \"{alias}\". An override file can only override an aliased provider configuration that was already defined in a primary configuration file."
  params = ["name", "alias"]
  role = "override_missing_provider"
}
diagnostic "module_duplicate_required_providers" {
  code = "TF3078"
  severity = error
  summary = "Duplicate required providers configuration"
  detail = "A module may have only one required providers configuration. The required providers were previously configured at {range}."
  params = ["range"]
  role = "module_duplicate_required_providers"
}
diagnostic "attributes_only_block" {
  code = "TF3079"
  severity = error
  summary = "Unexpected \"{type}\" block"
  detail = "Blocks are not allowed here."
  params = ["type"]
  role = "attributes_only_block"
}
diagnostic "count_attr_invalid" {
  code = "TF4001"
  severity = error
  summary = "Invalid \"count\" attribute"
  detail = "The \"count\" object does not have an attribute named \"{name}\". The only supported attribute is count.index, which is the index of each instance of a resource block that has the \"count\" argument set."
  params = ["name"]
}
diagnostic "count_no_context" {
  code = "TF4002"
  severity = error
  summary = "Reference to \"count\" in non-counted context"
  detail = "The \"count\" object can only be used in \"module\", \"resource\", and \"data\" blocks, and only when the \"count\" argument is set."
}
diagnostic "each_attr_invalid" {
  code = "TF4003"
  severity = error
  summary = "Invalid \"each\" attribute"
  detail = "The \"each\" object does not have an attribute named \"{name}\". The supported attributes are each.key and each.value, the current key and value pair of the \"for_each\" attribute set."
  params = ["name"]
}
diagnostic "each_no_context" {
  code = "TF4004"
  severity = error
  summary = "Reference to \"each\" in context without for_each"
  detail = "The \"each\" object can be used only in \"module\" or \"resource\" blocks, and only when the \"for_each\" argument is set."
}
diagnostic "each_value_unavailable" {
  code = "TF4005"
  severity = error
  summary = "each.value cannot be used in this context"
  detail = "A reference to \"each.value\" has been used in a context in which it unavailable, such as when the configuration no longer contains the value in its \"for_each\" expression. Remove this reference to each.value in your configuration to work around this error."
  role = "each_value_unavailable"
}
diagnostic "path_attr_invalid" {
  code = "TF4006"
  severity = error
  summary = "Invalid \"path\" attribute"
  detail = "The \"path\" object does not have an attribute named \"{name}\".{suggestion}"
  params = ["name", "suggestion"]
}
diagnostic "terraform_attr_invalid" {
  code = "TF4007"
  severity = error
  summary = "Invalid \"terraform\" attribute"
  detail = "The \"terraform\" object does not have an attribute named \"{name}\". The only supported attribute is terraform.workspace, the name of the currently-selected workspace."
  params = ["name"]
}
diagnostic "terraform_env" {
  code = "TF4008"
  severity = error
  summary = "Invalid \"terraform\" attribute"
  detail = "The terraform.env attribute was deprecated in v0.10 and removed in v0.12. The \"state environment\" concept was rename to \"workspace\" in v0.12, and so the workspace name can now be accessed using the terraform.workspace attribute."
}
diagnostic "self_no_context" {
  code = "TF4012"
  severity = error
  summary = "Invalid \"self\" reference"
  detail = "The \"self\" object is not available in this context. This object can be used only in resource provisioner and connection blocks."
}
diagnostic "depends_on_shape" {
  code = "TF4013"
  severity = error
  summary = "Invalid depends_on reference"
  detail = "References in depends_on must be to a whole object (resource, etc), not to an attribute of an object."
  role = "depends_on_shape"
}
diagnostic "destroy_provisioner_ref" {
  code = "TF4019"
  severity = error
  summary = "Invalid reference from destroy provisioner"
  detail = "Destroy-time provisioners and their connection configurations may only reference attributes of the related resource, via 'self', 'count.index', or 'each.key'.\n\nReferences to other resources during the destroy phase can cause dependency cycles and interact poorly with create_before_destroy."
  role = "destroy_provisioner_ref"
}
diagnostic "version_constraint_invalid" {
  code = "TF5201"
  severity = error
  summary = "Invalid version constraint"
  detail = "This string does not use correct version constraint syntax."
  role = "version_constraint_invalid"
}
diagnostic "version_constraint_type" {
  code = "TF5202"
  severity = error
  summary = "Invalid version constraint"
  detail = "A string value is required for {name}."
  params = ["name"]
  role = "version_constraint_type"
}
diagnostic "quoted_reference" {
  code = "TF5203"
  severity = warning
  summary = "Quoted references are deprecated"
  detail = "In this context, references are expected literally rather than in quotes. Terraform 0.11 and earlier required quotes, but quoted references are now deprecated and will be removed in a future version of Terraform. Remove the quotes surrounding this reference to silence this warning."
  role = "quoted_reference"
}
diagnostic "quoted_keyword" {
  code = "TF5204"
  severity = warning
  summary = "Quoted keywords are deprecated"
  detail = "In this context, keywords are expected literally rather than in quotes. Terraform 0.11 and earlier required quotes, but quoted keywords are now deprecated and will be removed in a future version of Terraform. Remove the quotes surrounding this keyword to silence this warning."
  role = "quoted_keyword"
}
diagnostic "ignore_changes_wildcard" {
  code = "TF5205"
  severity = error
  summary = "Invalid ignore_changes wildcard"
  detail = "The [\"*\"] form of ignore_changes wildcard is was deprecated and is now invalid. Use \"ignore_changes = all\" to ignore changes to all attributes."
  role = "ignore_changes_wildcard"
}
diagnostic "ignore_changes_ruleset" {
  code = "TF5206"
  severity = error
  summary = "Invalid ignore_changes ruleset"
  detail = "Cannot mix wildcard string \"*\" with non-wildcard references."
  role = "ignore_changes_ruleset"
}
diagnostic "type_quoted_string" {
  code = "TF5210"
  severity = error
  summary = "Invalid quoted type constraints"
  detail = "Terraform 0.11 and earlier required type constraints to be given in quotes, but that form is now deprecated and will be removed in a future version of Terraform. Remove the quotes around \"string\"."
  role = "type_quoted_string"
}
diagnostic "type_quoted_list" {
  code = "TF5211"
  severity = error
  summary = "Invalid quoted type constraints"
  detail = "Terraform 0.11 and earlier required type constraints to be given in quotes, but that form is now deprecated and will be removed in a future version of Terraform. Remove the quotes around \"list\" and write list(string) instead to explicitly indicate that the list elements are strings."
  role = "type_quoted_list"
}
diagnostic "type_quoted_map" {
  code = "TF5212"
  severity = error
  summary = "Invalid quoted type constraints"
  detail = "Terraform 0.11 and earlier required type constraints to be given in quotes, but that form is now deprecated and will be removed in a future version of Terraform. Remove the quotes around \"map\" and write map(string) instead to explicitly indicate that the map elements are strings."
  role = "type_quoted_map"
}
diagnostic "type_quoted" {
  code = "TF5213"
  severity = error
  summary = "Invalid legacy variable type hint"
  detail = "To provide a full type expression, remove the surrounding quotes and give the type expression directly."
  role = "type_quoted"
}
diagnostic "provider_requirement_invalid" {
  code = "TF5215"
  severity = error
  summary = "Invalid required_providers object"
  detail = "required_providers entries must be strings or objects."
  role = "provider_requirement_invalid"
}
diagnostic "provider_requirement_key" {
  code = "TF5216"
  severity = error
  summary = "Invalid required_providers object"
  detail = "required_providers objects can only contain \"version\", \"source\" and \"configuration_aliases\" attributes. To configure a provider, use a \"provider\" block."
  role = "provider_requirement_key"
}
diagnostic "provider_requirement_version_type" {
  code = "TF5217"
  severity = error
  summary = "Invalid version constraint"
  detail = "Version must be specified as a string."
  role = "provider_requirement_version_type"
}
diagnostic "provider_requirement_source_type" {
  code = "TF5218"
  severity = error
  summary = "Invalid source"
  detail = "Source must be specified as a string."
  role = "provider_requirement_source_type"
}
diagnostic "provider_name_invalid" {
  code = "TF5219"
  severity = error
  summary = "Invalid provider name"
  detail = "{error}"
  params = ["error"]
  role = "provider_name_invalid"
}
diagnostic "provider_type_invalid" {
  code = "TF5220"
  severity = error
  summary = "Invalid provider type"
  detail = "Invalid provider type \"{type}\" in source \"{source}\": {error}\""
  params = ["type", "source", "error"]
  role = "provider_type_invalid"
}
diagnostic "configuration_aliases_invalid" {
  code = "TF5221"
  severity = error
  summary = "Invalid configuration_aliases value"
  detail = "Configuration aliases can only contain references to local provider configuration names in the format of provider.alias"
  role = "configuration_aliases_invalid"
}
diagnostic "configuration_aliases_name" {
  code = "TF5222"
  severity = error
  summary = "Invalid configuration_aliases value"
  detail = "Configuration aliases must be prefixed with the provider name. Expected \"{expected}\", but found \"{found}\"."
  params = ["expected", "found"]
  role = "configuration_aliases_name"
}
diagnostic "static_reference_required" {
  code = "TF5223"
  severity = error
  summary = "Invalid expression"
  detail = "A single static variable reference is required: only attribute access and indexing with constant keys. No calculations, function calls, template expressions, etc are allowed here."
  role = "static_reference_required"
}
diagnostic "missing_argument" {
  code = "TF5224"
  severity = error
  summary = "Missing required argument"
  detail = "The argument \"{name}\" is required, but no definition was found."
  params = ["name"]
  role = "missing_argument"
}
# The file provisioner's ValidateProvisionerConfig (internal/builtin/provisioners/file): Go errors,
# summaries without a detail or a source range.
diagnostic "file_one_of_conflict" {
  code = "TF5360"
  severity = error
  summary = "Cannot set both 'source' and 'content'"
  detail = ""
  role = "file_one_of_conflict"
  subject = none
}
diagnostic "file_one_of_missing" {
  code = "TF5361"
  severity = error
  summary = "Must provide one of 'source' or 'content'"
  detail = ""
  role = "file_one_of_missing"
  subject = none
}
diagnostic "override_duplicate_backend" {
  code = "TF5225"
  severity = error
  summary = "Duplicate backend configuration"
  detail = "Each override file may have only one backend configuration. A backend was previously configured at {range}."
  params = ["range"]
  role = "override_duplicate_backend"
}
diagnostic "module_duplicate_backend" {
  code = "TF5258"
  severity = error
  summary = "Duplicate backend configuration"
  detail = "A module may have only one backend configuration. The backend was previously configured at {range}."
  params = ["range"]
  role = "module_duplicate_backend"
}
diagnostic "variables_not_allowed" {
  code = "TF5227"
  severity = error
  summary = "Variables not allowed"
  detail = "Variables may not be used here."
  role = "variables_not_allowed"
}
diagnostic "functions_not_allowed" {
  code = "TF5228"
  severity = error
  summary = "Function calls not allowed"
  detail = "Functions may not be called here."
  role = "functions_not_allowed"
}
diagnostic "unsuitable_value" {
  code = "TF5257"
  severity = error
  summary = "Unsuitable value type"
  detail = "Unsuitable value: {error}"
  params = ["error"]
  role = "unsuitable_value"
}
diagnostic "default_type_invalid" {
  code = "TF5231"
  severity = error
  summary = "Invalid default value for variable"
  detail = "This default value is not compatible with the variable's type constraint: {error}."
  params = ["error"]
  role = "default_type_invalid"
}
diagnostic "provider_source_format" {
  code = "TF5232"
  severity = error
  summary = "Invalid provider source string"
  detail = "The \"source\" attribute must be in the format \"[hostname/][namespace/]name\""
  role = "provider_source_format"
}
diagnostic "provider_namespace_invalid" {
  code = "TF5233"
  severity = error
  summary = "Invalid provider namespace"
  detail = "Invalid provider namespace \"{namespace}\" in source \"{source}\": {error}\""
  params = ["namespace", "source", "error"]
  role = "provider_namespace_invalid"
}
diagnostic "provider_type_repository_prefix" {
  code = "TF5234"
  severity = error
  summary = "Invalid provider type"
  detail = "Provider source \"{source}\" has a type with the prefix \"{prefix}\", which isn't valid. Although that prefix is often used in the names of version control repositories for Terraform providers, provider source strings should not include it.\n\nDid you mean \"{suggestion}\"?"
  params = ["source", "prefix", "suggestion"]
  role = "provider_type_repository_prefix"
}
diagnostic "provider_type_redundant_prefix" {
  code = "TF5235"
  severity = error
  summary = "Invalid provider type"
  detail = "Provider source \"{source}\" has a type with the prefix \"{prefix}\", which isn't allowed because it would be redundant to name a Terraform provider with that prefix. If you are the author of this provider, rename it to not include the prefix."
  params = ["source", "prefix"]
  role = "provider_type_redundant_prefix"
}
diagnostic "validation_condition_only_self" {
  code = "TF5237"
  severity = error
  summary = "Invalid reference in variable validation"
  detail = "The condition for variable \"{name}\" can only refer to the variable itself, using var.{name}."
  params = ["name"]
  role = "validation_condition_only_self"
}
diagnostic "validation_condition_refers_to_self" {
  code = "TF5239"
  severity = error
  summary = "Invalid variable validation condition"
  detail = "The condition for variable \"{name}\" must refer to var.{name} in order to test incoming values."
  params = ["name"]
  role = "validation_condition_refers_to_self"
}
diagnostic "label_missing" {
  code = "TF5266"
  severity = error
  summary = "Missing {label} for {type}"
  detail = "All {type} blocks must have {count} labels ({labels})."
  params = ["label", "type", "count", "labels"]
  role = "label_missing"
}
diagnostic "label_extraneous" {
  code = "TF5267"
  severity = error
  summary = "Extraneous label for {type}"
  detail = "Only {count} labels ({labels}) are expected for {type} blocks."
  params = ["type", "count", "labels"]
  role = "label_extraneous"
}
diagnostic "label_extraneous_none" {
  code = "TF5268"
  severity = error
  summary = "Extraneous label for {type}"
  detail = "No labels are expected for {type} blocks."
  params = ["type"]
  role = "label_extraneous_none"
}
diagnostic "graph_cycle_validate" {
  code = "TF5269"
  severity = error
  summary = "Cycle: {nodes}"
  detail = ""
  params = ["nodes"]
  role = "graph_cycle_validate"
  subject = none # the graph's error (dag's Validate, as tfdiags.Sourceless): validate gives it no range
}

# Local child modules (validate reads the whole tree: configload's moduleWalkerLoad, then the
# validate graph). A reference to an output the child does not declare: the child's outputs make
# an object type (evaluate.go GetModule at walkValidate), and hcl's GetAttr refuses the name, at
# the output's step (from its dot). The texts are hcl's (traversal.go).
diagnostic "module_output_undeclared" {
  code = "TF5350"
  severity = error
  summary = "Unsupported attribute"
  detail = "This object does not have an attribute named \"{name}\"."
  params = ["name"]
  role = "module_output_undeclared"
}

# reserve's own: a local module call that leads back to a module the call chain is in (the
# installer would read it without end); at the source of the call from the module checked.
diagnostic "module_call_recursive" {
  code = "TF5351"
  severity = error
  summary = "Recursive module call"
  detail = "The module at \"{source}\" leads back, directly or through the modules it calls, to a module already in this chain of calls, so the chain never ends; reserve reads each module once."
  params = ["source"]
  role = "module_call_recursive"
}

# reserve's own notes at the "all" level: a call whose source is not a local path (reserve
# fetches nothing), and a local path with no module folder (validate would ask for init).
diagnostic "module_not_read_remote" {
  code = "TF5352"
  severity = warning
  summary = "Module not read"
  detail = "The module source \"{source}\" is not a local path: reserve does not fetch modules, so this call's arguments and the references to its outputs are not checked."
  params = ["source"]
  role = "module_not_read_remote"
}
diagnostic "module_not_read_missing" {
  code = "TF5353"
  severity = warning
  summary = "Module not read"
  detail = "The module source \"{source}\" names the folder {dir}, which has no module files or cannot be read: this call's arguments and the references to its outputs are not checked."
  params = ["source", "dir"]
  role = "module_not_read_missing"
}
diagnostic "function_unknown" {
  code = "TF5001"
  severity = error
  summary = "Call to unknown function"
  detail = "There is no function named \"{name}\".{suggestion}"
  params = ["name", "suggestion"]
  role = "function_unknown"
}
diagnostic "function_removed" {
  code = "TF5006"
  severity = error
  summary = "Error in function call"
  detail = "Call to function \"{name}\" failed: {message}."
  params = ["name", "message"]
  role = "function_removed"
}
diagnostic "function_experimental" {
  code = "TF5007"
  severity = error
  summary = "Error in function call"
  detail = "Call to function \"{name}\" failed: this function is experimental and available only when the experiment keyword {experiment} is enabled for the current module."
  params = ["name", "experiment"]
  role = "function_experimental"
}
diagnostic "type_keyword_invalid" {
  code = "TF5101"
  severity = error
  summary = "Invalid type specification"
  detail = "The keyword \"{name}\" is not a valid type specification."
  params = ["name"]
  role = "type_keyword_invalid"
}
diagnostic "type_primitive_arguments" {
  code = "TF5102"
  severity = error
  summary = "Invalid type specification"
  detail = "Primitive type keyword \"{name}\" does not expect arguments."
  params = ["name"]
  role = "type_primitive_arguments"
}
diagnostic "type_dynamic_arguments" {
  code = "TF5103"
  severity = error
  summary = "Invalid type specification"
  detail = "Primitive type keyword \"{name}\" does not expect arguments."
  params = ["name"]
  role = "type_dynamic_arguments"
}
diagnostic "type_collection_arguments" {
  code = "TF5104"
  severity = error
  summary = "Invalid type specification"
  detail = "The {name} type constructor requires one argument specifying the element type."
  params = ["name"]
  role = "type_collection_arguments"
}
diagnostic "type_object_arguments" {
  code = "TF5105"
  severity = error
  summary = "Invalid type specification"
  detail = "The object type constructor requires one argument specifying the attribute types and values as a map."
  role = "type_object_arguments"
}
diagnostic "type_tuple_arguments" {
  code = "TF5106"
  severity = error
  summary = "Invalid type specification"
  detail = "The tuple type constructor requires one argument specifying the element types as a list."
  role = "type_tuple_arguments"
}
diagnostic "type_invalid" {
  code = "TF5107"
  severity = error
  summary = "Invalid type specification"
  detail = "A type specification is either a primitive type keyword (bool, number, string) or a complex type constructor call, like list(string)."
  role = "type_invalid"
}
diagnostic "type_constructor_invalid" {
  code = "TF5108"
  severity = error
  summary = "Invalid type specification"
  detail = "Keyword \"{name}\" is not a valid type constructor."
  params = ["name"]
  role = "type_constructor_invalid"
}
diagnostic "type_object_map" {
  code = "TF5109"
  severity = error
  summary = "Invalid type specification"
  detail = "Object type constructor requires a map whose keys are attribute names and whose values are the corresponding attribute types."
  role = "type_object_map"
}
diagnostic "type_object_key" {
  code = "TF5110"
  severity = error
  summary = "Invalid type specification"
  detail = "Object constructor map keys must be attribute names."
  role = "type_object_key"
}
diagnostic "type_tuple_list" {
  code = "TF5112"
  severity = error
  summary = "Invalid type specification"
  detail = "Tuple type constructor requires a list of element types."
  role = "type_tuple_list"
}
diagnostic "type_optional_missing" {
  code = "TF5113"
  severity = error
  summary = "Invalid type specification"
  detail = "Optional attribute modifier requires the attribute type as its argument."
  role = "type_optional_missing"
}
diagnostic "type_optional_no_default" {
  code = "TF5115"
  severity = error
  summary = "Invalid type specification"
  detail = "Optional attribute modifier expects only one argument: the attribute type."
  role = "type_optional_no_default"
}
diagnostic "type_optional_outside" {
  code = "TF5116"
  severity = error
  summary = "Invalid type specification"
  detail = "Keyword \"{name}\" is valid only as a modifier for object type attributes."
  params = ["name"]
  role = "type_optional_outside"
}
diagnostic "type_optional_experimental" {
  code = "TF5117"
  severity = error
  summary = "Optional object type attributes are experimental"
  detail = "This feature is currently an opt-in experiment, subject to change in future releases based on feedback.\n\nActivate the feature for this module by adding module_variable_optional_attrs to the list of active experiments."
  subject = block
}
diagnostic "lifecycles_not_allowed" {
  code = "TF5800"
  severity = error
  summary = "Unsupported lifecycle block"
  detail = "Data resources do not have lifecycle settings, so a lifecycle block is not allowed."
  role = "lifecycles_not_allowed"
}

# --- TF41xx: what the types of values alone make fail (hcl, before any value is known) ---

# hcl's ConditionalExpr.Value: the two results cannot be unified to one type; only results
# whose kind is sure by their syntax (a template, a number or bool, a tuple or object
# constructor), a structure against a primitive or a tuple against an object. {reason} is
# hcl's describeConditionalTypeMismatch. From the true result to the false one.
diagnostic "conditional_types_inconsistent" {
  code     = "TF4101"
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
  code     = "TF4107"
  severity = error
  summary  = "Unsupported attribute"
  detail   = "This object does not have an attribute named \"{name}\"."
  params   = ["name"]
  role     = "attribute_object_missing"
}

diagnostic "attribute_list_of_objects" {
  code     = "TF4102"
  severity = error
  summary  = "Unsupported attribute"
  detail   = "Can't access attributes on a list of objects. Did you mean to access attribute \"{name}\" for a specific element of the list, or across all elements of the list?"
  params   = ["name"]
  role     = "attribute_list_of_objects"
}

diagnostic "attribute_list_of_objects_other" {
  code     = "TF4103"
  severity = error
  summary  = "Unsupported attribute"
  detail   = "Can't access attributes on a list of objects. Did you mean to access an attribute for a specific element of the list, or across all elements of the list?"
  role     = "attribute_list_of_objects_other"
}

diagnostic "attribute_set_of_objects" {
  code     = "TF4104"
  severity = error
  summary  = "Unsupported attribute"
  detail   = "Can't access attributes on a set of objects. Did you mean to access an attribute across all elements of the set?"
  role     = "attribute_set_of_objects"
}

diagnostic "attribute_primitive" {
  code     = "TF4105"
  severity = error
  summary  = "Unsupported attribute"
  detail   = "Can't access attributes on a primitive-typed value ({type})."
  params   = ["type"]
  role     = "attribute_primitive"
}

diagnostic "attribute_none" {
  code     = "TF4106"
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
  code     = "TF5008"
  severity = error
  summary  = "Not enough function arguments"
  detail   = "Function \"{name}\" expects {count} argument(s). Missing value for \"{parameter}\"."
  params   = ["name", "count", "parameter"]
  role     = "function_arguments_missing"
}

diagnostic "function_arguments_missing_variadic" {
  code     = "TF5009"
  severity = error
  summary  = "Not enough function arguments"
  detail   = "Function \"{name}\" expects at least {count} argument(s). Missing value for \"{parameter}\"."
  params   = ["name", "count", "parameter"]
  role     = "function_arguments_missing_variadic"
}

diagnostic "function_arguments_extra" {
  code     = "TF5010"
  severity = error
  summary  = "Too many function arguments"
  detail   = "Function \"{name}\" expects only {count} argument(s)."
  params   = ["name", "count"]
  role     = "function_arguments_extra"
}

diagnostic "function_argument_invalid" {
  code     = "TF5011"
  severity = error
  summary  = "Invalid function argument"
  detail   = "Invalid value for \"{parameter}\" parameter: {error}."
  params   = ["parameter", "error"]
  role     = "function_argument_invalid"
}

diagnostic "function_expand_invalid" {
  code     = "TF5012"
  severity = error
  summary  = "Invalid expanding argument value"
  detail   = "The expanding argument (indicated by ...) must be of a tuple, list, or set type."
  role     = "function_expand_invalid"
}

# A parameter's TYPE followed by "?" takes null (cty's AllowNull). For the stdlib = true
# functions it is go-cty's function/stdlib at v1.10.0, the version Terraform v1.0.11 vendors
# (coalescelist, format, formatlist, jsonencode and merge take null), and go-cty-yaml v1.0.2's
# (yamlencode does); the later releases' go-cty versions agree up to v1.18.0 (contains: see
# terraform.hcl). For the other functions reserve-gen drift checks it against the source.
function "abs" {
  since     = "0.12"
  signature = "(num number)"
  stdlib    = true
}
function "abspath" {
  since     = "0.12"
  signature = "(path string)"
}
function "alltrue" {
  since     = "0.14"
  signature = "(list list(bool))"
}
function "anytrue" {
  since     = "0.14"
  signature = "(list list(bool))"
}
function "base64decode" {
  since     = "0.12"
  signature = "(str string)"
}
function "base64encode" {
  since     = "0.12"
  signature = "(str string)"
}
function "base64gzip" {
  since     = "0.12"
  signature = "(str string)"
}
function "base64sha256" {
  since     = "0.12"
  signature = "(str string)"
}
function "base64sha512" {
  since     = "0.12"
  signature = "(str string)"
}
function "basename" {
  since     = "0.12"
  signature = "(path string)"
}
function "bcrypt" {
  since     = "0.12"
  signature = "(str string, cost number...)"
}
function "can" {
  since     = "0.12"
  signature = "(expression expression)"
  stdlib    = true
}
function "ceil" {
  since     = "0.12"
  signature = "(num number)"
  stdlib    = true
}
function "chomp" {
  since     = "0.12"
  signature = "(str string)"
  stdlib    = true
}
function "chunklist" {
  since     = "0.12"
  signature = "(list list(any), size number)"
  stdlib    = true
}
function "cidrhost" {
  since     = "0.12"
  signature = "(prefix string, hostnum number)"
}
function "cidrnetmask" {
  since     = "0.12"
  signature = "(prefix string)"
}
function "cidrsubnet" {
  since     = "0.12"
  signature = "(prefix string, newbits number, netnum number)"
}
function "cidrsubnets" {
  since     = "0.12"
  signature = "(prefix string, newbits number...)"
}
function "coalesce" {
  since     = "0.12"
  signature = "(vals any?...)"
}
function "coalescelist" {
  since     = "0.12"
  signature = "(vals any?...)"
  stdlib    = true
}
function "compact" {
  since     = "0.12"
  signature = "(list list(string))"
  stdlib    = true
}
function "concat" {
  since     = "0.12"
  signature = "(seqs any...)"
  stdlib    = true
}
function "contains" {
  since     = "0.12"
  signature = "(list any, value any)"
  stdlib    = true
}
function "csvdecode" {
  since     = "0.12"
  signature = "(str string)"
  stdlib    = true
}
function "defaults" {
  since     = "0.14"
  feature   = "module_variable_optional_attrs"
  signature = "(input any?, defaults any)"
}
function "dirname" {
  since     = "0.12"
  signature = "(path string)"
}
function "distinct" {
  since     = "0.12"
  signature = "(list list(any))"
  stdlib    = true
}
function "element" {
  since     = "0.12"
  signature = "(list any, index number)"
  stdlib    = true
}
function "file" {
  since     = "0.12"
  signature = "(path string)"
}
function "filebase64" {
  since     = "0.12"
  signature = "(path string)"
}
function "filebase64sha256" {
  since     = "0.12"
  signature = "(path string)"
}
function "filebase64sha512" {
  since     = "0.12"
  signature = "(path string)"
}
function "fileexists" {
  since     = "0.12"
  signature = "(path string)"
}
function "filemd5" {
  since     = "0.12"
  signature = "(path string)"
}
function "fileset" {
  since     = "0.12"
  signature = "(path string, pattern string)"
}
function "filesha1" {
  since     = "0.12"
  signature = "(path string)"
}
function "filesha256" {
  since     = "0.12"
  signature = "(path string)"
}
function "filesha512" {
  since     = "0.12"
  signature = "(path string)"
}
function "flatten" {
  since     = "0.12"
  signature = "(list any)"
  stdlib    = true
}
function "floor" {
  since     = "0.12"
  signature = "(num number)"
  stdlib    = true
}
function "format" {
  since     = "0.12"
  signature = "(format string, args any?...)"
  stdlib    = true
}
function "formatdate" {
  since     = "0.12"
  signature = "(format string, time string)"
  stdlib    = true
}
function "formatlist" {
  since     = "0.12"
  signature = "(format string, args any?...)"
  stdlib    = true
}
function "indent" {
  since     = "0.12"
  signature = "(spaces number, str string)"
  stdlib    = true
}
function "index" {
  since     = "0.12"
  signature = "(list any, value any)"
}
function "join" {
  since     = "0.12"
  signature = "(separator string, lists list(string)...)"
  stdlib    = true
}
function "jsondecode" {
  since     = "0.12"
  signature = "(str string)"
  stdlib    = true
}
function "jsonencode" {
  since     = "0.12"
  signature = "(val any?)"
  stdlib    = true
}
function "keys" {
  since     = "0.12"
  signature = "(inputMap any)"
  stdlib    = true
}
function "length" {
  since     = "0.12"
  signature = "(value any)"
}
function "list" {
  until     = "0.15"
  message   = "the \"list\" function was deprecated in Terraform v0.12 and is no longer available; use tolist([ ... ]) syntax to write a literal list"
  signature = "(vals any?...)"
}
function "log" {
  since     = "0.12"
  signature = "(num number, base number)"
  stdlib    = true
}
function "lookup" {
  since     = "0.12"
  signature = "(inputMap any, key string, default any?...)"
}
function "lower" {
  since     = "0.12"
  signature = "(str string)"
  stdlib    = true
}
function "map" {
  until     = "0.15"
  message   = "the \"map\" function was deprecated in Terraform v0.12 and is no longer available; use tomap({ ... }) syntax to write a literal map"
  signature = "(vals any?...)"
}
function "matchkeys" {
  since     = "0.12"
  signature = "(values list(any), keys list(any), searchset list(any))"
}
function "max" {
  since     = "0.12"
  signature = "(numbers number...)"
  stdlib    = true
}
function "md5" {
  since     = "0.12"
  signature = "(str string)"
}
function "merge" {
  since     = "0.12"
  signature = "(maps any?...)"
  stdlib    = true
}
function "min" {
  since     = "0.12"
  signature = "(numbers number...)"
  stdlib    = true
}
function "nonsensitive" {
  since     = "0.15"
  signature = "(value any?)"
}
function "one" {
  since     = "0.15"
  signature = "(list any)"
}
function "parseint" {
  since     = "0.12"
  signature = "(number any, base number)"
  stdlib    = true
}
function "pathexpand" {
  since     = "0.12"
  signature = "(path string)"
}
function "pow" {
  since     = "0.12"
  signature = "(num number, power number)"
  stdlib    = true
}
function "range" {
  since     = "0.12"
  signature = "(params number...)"
  stdlib    = true
}
function "regex" {
  since     = "0.12"
  signature = "(pattern string, string string)"
  stdlib    = true
}
function "regexall" {
  since     = "0.12"
  signature = "(pattern string, string string)"
  stdlib    = true
}
function "replace" {
  since     = "0.12"
  signature = "(str string, substr string, replace string)"
}
function "reverse" {
  since     = "0.12"
  signature = "(list any)"
  stdlib    = true
}
function "rsadecrypt" {
  since     = "0.12"
  signature = "(ciphertext string, privatekey string)"
}
function "sensitive" {
  since     = "0.15"
  signature = "(value any?)"
}
function "setintersection" {
  since     = "0.12"
  signature = "(first_set set(any), other_sets set(any)...)"
  stdlib    = true
}
function "setproduct" {
  since     = "0.12"
  signature = "(sets any...)"
  stdlib    = true
}
function "setsubtract" {
  since     = "0.12"
  signature = "(a set(any), b set(any))"
  stdlib    = true
}
function "setunion" {
  since     = "0.12"
  signature = "(first_set set(any), other_sets set(any)...)"
  stdlib    = true
}
function "sha1" {
  since     = "0.12"
  signature = "(str string)"
}
function "sha256" {
  since     = "0.12"
  signature = "(str string)"
}
function "sha512" {
  since     = "0.12"
  signature = "(str string)"
}
function "signum" {
  since     = "0.12"
  signature = "(num number)"
  stdlib    = true
}
function "slice" {
  since     = "0.12"
  signature = "(list any, start_index number, end_index number)"
  stdlib    = true
}
function "sort" {
  since     = "0.12"
  signature = "(list list(string))"
  stdlib    = true
}
function "split" {
  since     = "0.12"
  signature = "(separator string, str string)"
  stdlib    = true
}
function "strrev" {
  since     = "0.12"
  signature = "(str string)"
  stdlib    = true
}
function "substr" {
  since     = "0.12"
  signature = "(str string, offset number, length number)"
  stdlib    = true
}
function "sum" {
  since     = "0.13"
  signature = "(list any)"
}
function "templatefile" {
  since     = "0.12"
  signature = "(path string, vars any)"
}
function "textdecodebase64" {
  since     = "0.14"
  signature = "(source string, encoding string)"
}
function "textencodebase64" {
  since     = "0.14"
  signature = "(string string, encoding string)"
}
function "timeadd" {
  since     = "0.12"
  signature = "(timestamp string, duration string)"
  stdlib    = true
}
function "timestamp" {
  since     = "0.12"
  signature = "()"
}
function "title" {
  since     = "0.12"
  signature = "(str string)"
  stdlib    = true
}
function "tobool" {
  since     = "0.12"
  signature = "(v any?)"
}
function "tolist" {
  since     = "0.12"
  signature = "(v any?)"
}
function "tomap" {
  since     = "0.12"
  signature = "(v any?)"
}
function "tonumber" {
  since     = "0.12"
  signature = "(v any?)"
}
function "toset" {
  since     = "0.12"
  signature = "(v any?)"
}
function "tostring" {
  since     = "0.12"
  signature = "(v any?)"
}
function "transpose" {
  since     = "0.12"
  signature = "(values map(list(string)))"
}
function "trim" {
  since     = "0.12"
  signature = "(str string, cutset string)"
  stdlib    = true
}
function "trimprefix" {
  since     = "0.12"
  signature = "(str string, prefix string)"
  stdlib    = true
}
function "trimspace" {
  since     = "0.12"
  signature = "(str string)"
  stdlib    = true
}
function "trimsuffix" {
  since     = "0.12"
  signature = "(str string, suffix string)"
  stdlib    = true
}
function "try" {
  since     = "0.12"
  signature = "(expressions expression...)"
  stdlib    = true
}
function "upper" {
  since     = "0.12"
  signature = "(str string)"
  stdlib    = true
}
function "urlencode" {
  since     = "0.12"
  signature = "(str string)"
}
function "uuid" {
  since     = "0.12"
  signature = "()"
}
function "uuidv5" {
  since     = "0.12"
  signature = "(namespace string, name string)"
}
function "values" {
  since     = "0.12"
  signature = "(mapping any)"
  stdlib    = true
}
function "yamldecode" {
  since     = "0.12"
  signature = "(src string)"
  stdlib    = true
}
function "yamlencode" {
  since     = "0.12"
  signature = "(value any?)"
  stdlib    = true
}
function "zipmap" {
  since     = "0.12"
  signature = "(keys list(string), values any)"
  stdlib    = true
}
type "bool" {
  form = primitive
  since = "0.12"
}
type "number" {
  form = primitive
  since = "0.12"
}
type "string" {
  form = primitive
  since = "0.12"
}
type "any" {
  form = dynamic
  since = "0.12"
}
type "list" {
  form = collection
  shorthand = true
  since = "0.12"
}
type "map" {
  form = collection
  shorthand = true
  since = "0.12"
}
type "set" {
  form = collection
  since = "0.12"
}
type "object" {
  form = object
  since = "0.12"
}
type "tuple" {
  form = tuple
  since = "0.12"
}
type "optional" {
  form = optional
  feature = "module_variable_optional_attrs"
  feature_off = "type_optional_experimental"
  since = "0.14"
}
drift "diagnostic" {
  name = "Cannot set both 'source' and 'content'"
  change = "extra"
  reason = "the file provisioner's ValidateProvisionerConfig (internal/builtin/provisioners/file), a source not read"
}
drift "diagnostic" {
  name = "Must provide one of 'source' or 'content'"
  change = "extra"
  reason = "the file provisioner's ValidateProvisionerConfig (internal/builtin/provisioners/file), a source not read"
}
drift "diagnostic" {
  name = "Unsupported argument"
  change = "extra"
  reason = "hcl's Body.Content (hclsyntax/structure.go), for an argument no schema names"
}
drift "diagnostic" {
  name = "Unsupported block type"
  change = "extra"
  reason = "hcl's Body.Content (hclsyntax/structure.go), for a block type no schema names"
}
drift "diagnostic" {
  name = "Missing required argument"
  change = "extra"
  reason = "hcl's Body.Content, for a schema attribute with Required: true"
}
drift "diagnostic" {
  name = "Unexpected \"*\" block"
  change = "extra"
  reason = "hcl's Body.JustAttributes (hclsyntax/structure.go), for a block where only arguments may be"
}
drift "diagnostic" {
  name = "Duplicate argument"
  change = "extra"
  reason = "hcl's (hcl/merged.go, json/structure.go): an argument set twice across merged bodies or in JSON syntax"
}
drift "diagnostic" {
  name = "Variables not allowed"
  change = "extra"
  reason = "hclsyntax's ScopeTraversalExpr.Value with no evaluation context (an argument of form constant)"
}
drift "diagnostic" {
  name = "Function calls not allowed"
  change = "extra"
  reason = "hclsyntax's FunctionCallExpr.Value with no evaluation context (an argument of form constant)"
}
drift "diagnostic" {
  name = "Error in function call"
  change = "extra"
  reason = "hclsyntax's FunctionCallExpr.Value, for a function that fails (v1.2's experimental defaults stub among them)"
}
drift "diagnostic" {
  name = "Not enough function arguments"
  change = "extra"
  reason = "hclsyntax's FunctionCallExpr.Value, for a call with fewer arguments than its function's signature has parameters"
}
drift "diagnostic" {
  name = "Too many function arguments"
  change = "extra"
  reason = "hclsyntax's FunctionCallExpr.Value, for a call with more arguments than its function's signature takes"
}
drift "diagnostic" {
  name = "Invalid function argument"
  change = "extra"
  reason = "hclsyntax's FunctionCallExpr.Value, for an argument that does not convert to its parameter's type"
}
drift "diagnostic" {
  name = "Invalid expanding argument value"
  change = "extra"
  reason = "hclsyntax's FunctionCallExpr.Value, for an expanded final argument (...) that is no sequence"
}
drift "diagnostic" {
  name = "Inconsistent conditional result types"
  change = "extra"
  reason = "hclsyntax's ConditionalExpr.Value, for results whose types cannot be unified"
}
drift "diagnostic" {
  name = "Call to unknown function"
  change = "extra"
  reason = "hclsyntax's FunctionCallExpr.Value, for a name the evaluation context has no function of"
}
drift "diagnostic" {
  name = "Invalid expression"
  change = "extra"
  reason = "hcl's static-analysis helpers (hcl.AbsTraversalForExpr, hcl.ExprList), which the loader calls for addresses and lists"
}
drift "diagnostic" {
  name = "Invalid type specification"
  change = "extra"
  reason = "hcl's ext/typeexpr (getType), which the loader calls to read a variable's type constraint"
}
drift "diagnostic" {
  name = "Invalid depends_on reference"
  change = "extra"
  reason = "the graph's validation of depends_on references (internal/terraform, node_resource_validate.go), outside the folders drift reads"
}
drift "diagnostic" {
  name = "Failed to read *"
  change = "missing"
  reason = "parser.go and parser_config_dir.go: a file or folder that cannot be read, which reserve reports as an I/O error of its own"
}
drift "diagnostic" {
  name = "Missing required attribute"
  change = "missing"
  reason = "synth_body.go: a body synthesised from a map of values (SynthBody), never read from a module's files"
}
drift "diagnostic" {
  name = "Unsupported attribute"
  where = "configs"
  reason = "synth_body.go: a body synthesised from a map of values (SynthBody), never read from a module's files (missing; or different, against the spec's texts of that summary: hcl's GetAttr for the attribute_* diagnostics and module_output_undeclared, configschema's StaticValidateTraversal for ignore_changes)"
}
drift "diagnostic" {
  name = "Backend configuration ignored"
  change = "missing"
  reason = "config_build.go: only a child module's backend is ignored; needs to know whether the module is the root"
}
drift "diagnostic" {
  name = "Child modules are not supported"
  change = "missing"
  reason = "config_build.go, for a configuration built without child modules (a console's)"
}
drift "diagnostic" {
  name = "Cannot override provider configuration"
  change = "missing"
  reason = "provider_validation.go: a provider configuration passed to a child module that has its own"
}
drift "diagnostic" {
  name = "Invalid version constraint"
  where = "configs"
  change = "missing"
  reason = "config.go ProviderRequirements re-parses every constraint of the whole configuration with a second parser that rarely disagrees with the first (version_constraint_invalid is the first's)"
}
drift "diagnostic" {
  name = "Duplicate provider_meta block"
  change = "missing"
  reason = "module.go: provider_meta blocks are keyed by the provider their label maps to through required_providers; no rule keys a block that way"
}
drift "diagnostic" {
  name = "Duplicate provider address"
  change = "missing"
  reason = "module_call.go: a providers map naming a child's provider twice; the providers form does not compare its keys"
}
drift "diagnostic" {
  name = "Invalid default value for variable"
  where = "configs"
  change = "missing"
  reason = "module_merge.go: a variable's type and default merged from an override file; no rule merges an override's arguments into the base"
}
drift "diagnostic" {
  name = "Unsupported override"
  change = "missing"
  reason = "module_merge.go: depends_on in an override file's resource; no rule merges an override's arguments into the base"
}
drift "diagnostic" {
  name = "Invalid provider configuration address"
  change = "missing"
  reason = "provider.go ParseProviderConfigCompact, for provider addresses given as traversals outside a module's blocks; not modelled"
}
drift "diagnostic" {
  name = "Invalid Attribute"
  change = "missing"
  reason = "provider_requirements.go: an object key of a required_providers entry that evaluates to no string; the provider_requirement form reads literal keys"
}
drift "diagnostic" {
  name = "label_*"
  reason = "hcl's own label errors (hclsyntax/structure.go, Body.Content), for a block with fewer or more labels than its schema names"
}
drift "diagnostic" {
  name = "module_call_recursive"
  change = "extra"
  reason = "reserve's own: a local module call that leads back into its chain of calls"
}
drift "diagnostic" {
  name = "module_not_read_remote"
  change = "extra"
  reason = "reserve's own note: a module source it does not fetch"
}
drift "diagnostic" {
  name = "module_not_read_missing"
  change = "extra"
  reason = "reserve's own note: a local module source with no module folder"
}
drift "diagnostic" {
  name = "graph_cycle_validate"
  change = "extra"
  reason = "the dependency graph's cycle error (the dag package's Cycle text), outside the folders drift reads"
}
drift "constant" {
  name = "required_version"
  where = "module/terraform"
  change = "extra"
  reason = "sniffCoreVersionRequirements reads it with decodeVersionConstraint (Value with no context) through a schema of its own, which srcfacts does not follow"
}
drift "constant" {
  name = "*"
  where = "module/terraform/required_providers"
  change = "missing"
  reason = "a probe: each requirement is evaluated with no context only to recognise the legacy version-only form, and the evaluation's diagnostics are dropped"
}
drift "constant" {
  name = "type"
  change = "missing"
  reason = "a quoted type constraint is evaluated with no context only to recognise the pre-0.12 form (\"Invalid quoted type constraints\"); the type form reads type constraints"
}
drift "diagnostic" {
  name = "Unsuitable value type"
  change = "extra"
  reason = "gohcl.DecodeExpression's, for a value that does not convert to the Go type it is decoded into"
}
drift "diagnostic" {
  name = "Can't override variable validation rules"
  change = "missing"
  reason = "named_values.go: a validation block inside an override file's variable; override_refused_TYPE refuses only a whole block type in override files (v1.2 dropped the rule)"
}
drift "diagnostic" {
  name = "Invalid validation error message"
  change = "missing"
  reason = "named_values.go: an error message that is empty or does not look like English sentences (looksLikeSentences); no argument form judges a string's wording (v1.2 dropped the check, when error messages became expressions)"
}
drift "diagnostic" {
  name = "Empty provider configuration blocks are not required"
  change = "missing"
  reason = "provider_validation.go: an empty provider block in a child module that receives its configuration from the caller, checked over the module tree"
}
drift "diagnostic" {
  name = "Invalid type for provider *"
  change = "missing"
  reason = "provider_validation.go: provider local names compared between a module and its caller"
}
drift "diagnostic" {
  name = "Module * contains provider configuration"
  change = "missing"
  reason = "provider_validation.go: a call with count, for_each or depends_on to a child module that has its own provider configurations"
}
drift "diagnostic" {
  name = "No configuration *"
  change = "missing"
  reason = "provider_validation.go: what a child module expects its caller to pass"
}
drift "diagnostic" {
  name = "Provider * is undefined"
  change = "missing"
  reason = "provider_validation.go: a provider passed to, or inherited by, a child module that does not require it"
}

# ---- Rules of validate that the loader does not make (since 1.0) ----------------------------

# ---- Rule: instance keys of declared resources (validate level) -------------------------------
# Terraform internal/terraform/evaluate_valid.go staticValidateSingleResourceReference and
# staticValidateMultiResourceReference, the same texts since 1.0.11 (the oldest Terraform release read): a reference
# to a resource that sets count (for_each) without an instance key and with attributes after it;
# one with a key to a resource that sets neither. At the reference (the resource part and its
# key); {address} is the resource's (aws_instance.a, data.x.y).
diagnostic "instance_key_missing_count" {
  code = "TF5300"
  severity = error
  summary = "Missing resource instance key"
  detail = "Because {address} has \"count\" set, its attributes must be accessed on specific instances.\n\nFor example, to correlate with indices of a referring resource, use:\n    {address}[count.index]"
  params = ["address"]
  role = "instance_key_missing_count"
}
diagnostic "instance_key_missing_for_each" {
  code = "TF5301"
  severity = error
  summary = "Missing resource instance key"
  detail = "Because {address} has \"for_each\" set, its attributes must be accessed on specific instances.\n\nFor example, to correlate with indices of a referring resource, use:\n    {address}[each.key]"
  params = ["address"]
  role = "instance_key_missing_for_each"
}
diagnostic "instance_key_unexpected" {
  code = "TF5302"
  severity = error
  summary = "Unexpected resource instance key"
  detail = "Because {address} does not have \"count\" or \"for_each\" set, references to it must not include an index key. Remove the bracketed index to refer to the single instance of this resource."
  params = ["address"]
  role = "instance_key_unexpected"
}
diagnostic "output_value_marked_sensitive" {
  code = "TF5305"
  severity = error
  summary = "Output refers to sensitive values"
  detail = "To reduce the risk of accidentally exporting sensitive data that was intended to be only internal, Terraform requires that any root module output containing sensitive data be explicitly marked as sensitive, to confirm your intent.\n\nIf you do intend to export this data, annotate the output value as sensitive by adding the following argument:\n    sensitive = true"
  role = "output_value_marked_sensitive"
  subject = block
}
# ---- Rule: the kind of a for_each value (eval_for_each.go) -------------------------------------
# internal/terraform/eval_for_each.go, as validate evaluates the for_each of resources of every
# mode (node_resource_validate.go) and of module calls (node_module_expand.go), tuples not
# allowed: a literal that is no map, object or set (a tuple or object constructor, a string, a
# number, a bool), at the value. The same text since before 1.0. The blocks resource, data,
# ephemeral and module above have for_each=kinds map object set for it.
diagnostic "resource_for_each_kind" {
  code = "TF5307"
  severity = error
  summary = "Invalid for_each argument"
  detail = "The given \"for_each\" argument value is unsuitable: the \"for_each\" argument must be a map, or set of strings, and you have provided a value of type {type}."
  params = ["type"]
  role = "resource_for_each_kind"
}
diagnostic "data_for_each_kind" {
  code = "TF5308"
  severity = error
  summary = "Invalid for_each argument"
  detail = "The given \"for_each\" argument value is unsuitable: the \"for_each\" argument must be a map, or set of strings, and you have provided a value of type {type}."
  params = ["type"]
  role = "data_for_each_kind"
}
diagnostic "module_for_each_kind" {
  code = "TF5310"
  severity = error
  summary = "Invalid for_each argument"
  detail = "The given \"for_each\" argument value is unsuitable: the \"for_each\" argument must be a map, or set of strings, and you have provided a value of type {type}."
  params = ["type"]
  role = "module_for_each_kind"
}
drift "diagnostic" {
  name = "Output refers to sensitive values"
  change = "extra"
  reason = "node_output.go (the graph's output node), outside the folders drift reads"
}

# ---- Rule: the value of a count (eval_count.go) ------------------------------------------------
# internal/terraform/eval_count.go evaluateCountExpressionValue, as validate evaluates the count
# of resources of every mode (node_resource_validate.go validateCount) and of module calls (node_module_expand.go) as a number: a known value that is
# null, that does not convert to a number (lang/eval.go's "Incorrect value type", cty's words for
# {error}), that gocty does not read into a Go int (not a whole number within 64 bits) or that
# is negative, at the whole value. The blocks resource, data, ephemeral and module have
# count=instance_count for it. Terraform 1.3 changed the negative one's text.
diagnostic "count_null" {
  code = "TF5340"
  severity = error
  summary = "Invalid count argument"
  detail = "The given \"count\" argument value is null. An integer is required."
  role = "count_null"
}
diagnostic "count_number" {
  code = "TF5341"
  severity = error
  summary = "Incorrect value type"
  detail = "Invalid expression value: {error}."
  params = ["error"]
  role = "count_number"
}
diagnostic "count_whole" {
  code = "TF5342"
  severity = error
  summary = "Invalid count argument"
  detail = "The given \"count\" argument value is unsuitable: value must be a whole number, between -9223372036854775808 and 9223372036854775807."
  role = "count_whole"
}
diagnostic "count_negative" {
  code = "TF5343"
  severity = error
  summary = "Invalid count argument"
  detail = "The given \"count\" argument value is unsuitable: negative numbers are not supported."
  role = "count_negative"
}
drift "diagnostic" {
  name   = "Invalid count argument"
  change = "extra"
  reason = "eval_count.go (the graph's evaluation of count), outside the folders drift reads"
}
drift "diagnostic" {
  name = "Invalid for_each argument"
  change = "extra"
  reason = "eval_for_each.go (the graph's evaluation of for_each), outside the folders drift reads"
}
