# Terraform language spec: the current Terraform language.
#
# Release described: hashicorp/terraform main at 883c7221ee (version/version.go "1.17.0-dev").
# It is Terraform v1.14 (history/terraform-1.14.hcl, which this file extends) plus what main
# changed since: written from the whole spec of main by `reserve-gen delta --base
# history/terraform-1.14.hcl`, which keeps the comments of what it writes, and proved against
# main's sources by `reserve-gen drift` (tests/drift_shipped.t). The rules of each release are
# in the file of the release they came with. Messages are Terraform's exact strings; Go verbs
# became {placeholders}. The comments are ours.

language "terraform" {
  extends = "history/terraform-1.14.hcl"
  c_prefix = "tf"
  version = "1.17.0-dev"
  commit = "883c7221ee"
  type_keywords = ["string", "number", "bool", "any"]
}

remove {
  diagnostics = ["function_experimental", "type_optional_no_default", "type_optional_experimental", "experiments_unavailable", "duplicate_nested_data_resource"]
  functions = ["defaults"]
}

root "caller" {
  form = bare
  subject = "Caller"
  refers = "the resource instance that triggered the action, inside an action block"
  since = "1.16"
}

# TerraformAttr has no alias in Terraform (there is no "tofu" root).
root "terraform" {
  refers = "run information: the selected workspace and whether Terraform is applying"
}

# parseActionRef: action.TYPE.NAME[KEY]; any step after the instance is
# ref_no_remaining. Quirks not expressible here: an index for NAME says
# `A reference to an action must be followed by at least one attribute access, specifying
# the action name.` (see ref_action_name), an index right after "action" says
# `The left operand does not support this operation.`, and an unknown index key becomes a
# wildcard key. Actions have no resource mode; the loader requires one for type_name roots,
# so it is given as "action" (Terraform's Action/ActionInstance addresses carry no mode).
root "action" {
  no_remaining = true
}

# state_store is in the schema too, but it is decoded only in builds that allow experiments;
# elsewhere it gets unsupported_block_type (`Blocks of type "state_store" are not expected
# here.`), so it is left out of meta_blocks here.
block "terraform" {
}

block "variable" {
  meta_arguments = ["description", "default", "type", "sensitive", "ephemeral", "nullable", "deprecated", "const"]
  argument_forms = ["type=type", "default=default", "default=constant", "const=excludes sensitive ephemeral", "nullable=nullable", "description=constant", "description=decode string", "sensitive=constant", "sensitive=decode bool", "ephemeral=constant", "ephemeral=decode bool", "const=constant", "const=decode bool", "nullable=constant", "nullable=decode bool", "deprecated=constant", "deprecated=decode string"]
}

# postcondition is in the schema only to report postconditions_not_allowed.
block "output" {
  meta_arguments = ["description", "value", "depends_on", "sensitive", "ephemeral", "deprecated", "type"]
  argument_forms = ["depends_on=references", "type=type", "description=constant", "description=decode string", "sensitive=constant", "sensitive=decode bool", "ephemeral=constant", "ephemeral=decode bool", "deprecated=constant", "deprecated=decode string", "value=marked sensitive ephemeral"]
}

# lifecycle is still reserved in Terraform's module blocks. ignore_nested_deprecations is a
# static bool (958a1ae1e7) and, being in moduleBlockSchema, also a reserved variable name.
block "module" {
  meta_arguments = ["source", "version", "count", "for_each", "depends_on", "providers", "ignore_nested_deprecations"]
  argument_forms = ["count=instance_count", "for_each=kinds map object set", "source=module_source", "version=version", "depends_on=references", "providers=providers"]
}

block "resource" {
  argument_forms = ["count=instance_count", "for_each=kinds map object set", "provider=provider", "depends_on=references"]
  # main's terraform_data has a store block (internal/builtin/providers/terraform/resource_data.go)
  add {
    label_schemas = ["terraform_data=blocks store"]
  }
  block "lifecycle" {
    meta_arguments = ["create_before_destroy", "prevent_destroy", "ignore_changes", "replace_triggered_by", "destroy"]
    argument_forms = ["ignore_changes=attribute_paths all", "replace_triggered_by=triggers", "create_before_destroy=constant", "create_before_destroy=decode bool", "prevent_destroy=constant", "prevent_destroy=decode bool", "destroy=constant", "destroy=decode bool"]
    block "action_trigger" {
      meta_arguments = ["events", "condition", "actions", "on_failure"]
      static_arguments = ["events", "on_failure"]
      argument_forms = ["on_failure=bare_keyword halt taint continue"]
    }
  }
}

# Every lifecycle argument is reported with data_lifecycle_argument, action_trigger with
# data_lifecycle_block.
block "data" {
  argument_forms = ["count=instance_count", "for_each=kinds map object set", "provider=provider", "depends_on=references"]
}

# Every lifecycle argument is reported with ephemeral_lifecycle_argument, action_trigger with
# ephemeral_lifecycle_block.
block "ephemeral" {
  argument_forms = ["count=instance_count", "for_each=kinds map object set", "provider=provider", "depends_on=references"]
}

# The "config" block holds the action type's own arguments. No "_" block. decodeActionBlock
# (action.go): a closed schema (actionBlockSchema), provider a provider configuration
# reference, a second config block reported at its header and the action dropped.
block "action" {
  argument_forms = ["provider=provider"]
}

block "moved" {
  argument_forms = ["from=address move", "to=address move"]
}

block "import" {
  meta_arguments = ["to", "id", "identity", "provider", "for_each"]
}

# decodeTestRunBlock: a closed schema (testRunBlockSchema), the name an identifier and once per
# file (loadTestFile), command a bare keyword (hcl.ExprAsKeyword), providers as a module
# call's (decodePassedProviderConfigs); skip_cleanup and the backend block are refused in
# release builds (the backend block is left out of meta_blocks: "Invalid block", reported
# here at its type name, where its header starts). TestRun.Validate, which terraform validate
# runs on every run block (validate.go), reads expect_failures.
block "run" {
  test_file = true
  meta_blocks = ["plan_options", "assert", "variables", "module", "override_resource", "override_data", "override_module", "backend"]
  argument_forms = ["expect_failures=checkable OutputValue InputVariable Check ResourceInstance Resource", "command=bare_keyword apply plan", "providers=providers", "parallel=constant", "parallel=decode bool", "state_key=constant", "state_key=decode string", "skip_cleanup=constant", "skip_cleanup=decode bool"]
  block "override_resource" {
    meta_arguments = ["target", "override_during", "values"]
    argument_forms = []
  }
  block "override_data" {
    meta_arguments = ["target", "override_during", "values"]
    argument_forms = []
  }
  block "override_module" {
    meta_arguments = ["target", "override_during", "outputs"]
    argument_forms = []
  }
}

block "variable" {
  test_file = true
  meta_arguments = ["description", "default", "type", "sensitive", "ephemeral", "nullable", "deprecated", "const"]
  argument_forms = ["type=type", "default=default", "default=constant", "const=excludes sensitive ephemeral", "nullable=nullable", "description=constant", "description=decode string", "sensitive=constant", "sensitive=decode bool", "ephemeral=constant", "ephemeral=decode bool", "const=constant", "const=decode bool", "nullable=constant", "nullable=decode bool", "deprecated=constant", "deprecated=decode string"]
}

# decodeMockProviderBlock (mock_provider.go): the name a provider local name (nothing else is
# read when it is not); mockProviderSchema, then the rest of the body with mockDataSchema, so
# no other argument or block type is accepted; the mock data blocks with closed schemas
# (mockResourceSchema, decodeOverrideBlock). An alias that is no identifier is reported with
# no source range, so it is not modelled.
block "mock_provider" {
  test_file = true
  block "mock_resource" {
    argument_forms = []
  }
  block "mock_data" {
    argument_forms = []
  }
  block "override_resource" {
    meta_arguments = ["target", "override_during", "values"]
    argument_forms = []
  }
  block "override_data" {
    meta_arguments = ["target", "override_during", "values"]
    argument_forms = []
  }
}

# decodeOverrideBlock: a closed schema.
block "override_resource" {
  test_file = true
  meta_arguments = ["target", "override_during", "values"]
  argument_forms = []
}

block "override_data" {
  test_file = true
  meta_arguments = ["target", "override_during", "values"]
  argument_forms = []
}

block "override_module" {
  test_file = true
  meta_arguments = ["target", "override_during", "outputs"]
  argument_forms = []
}

feature "module_variable_optional_attrs" {
  exempt = false
}

diagnostic "ref_no_remaining" {
  code = "TF1011"
  severity = error
  summary = "Unexpected attribute in action reference"
  detail = "Actions have no referenceable attributes."
  role = "ref_no_remaining"
}

# The action-specific ParseRef texts the forms above cannot produce (see root "action").
diagnostic "ref_action_key" {
  detail = "Invalid index for action instance: {error}."
}

diagnostic "undeclared_list" {
  code = "TF1107"
  severity = error
  summary = "Reference to undeclared resource"
  detail = "A list resource \"{type}\" \"{name}\" has not been declared in {module}.{suggestion}"
  params = ["type", "name", "module", "suggestion"]
}

# Builds not linked with experiments allowed (all but alpha and dev prereleases) report this
# once per experiments attribute, at its name, instead of the per-keyword diagnostics
# (sniffActiveExperiments; main exempts no feature). The role is the one the runtime reads.
diagnostic "experiments_not_allowed" {
  code = "TF2014"
  severity = error
  summary = "Module uses experimental features"
  detail = "Experimental features are intended only for gathering early feedback on new language designs, and so are available only in alpha releases of Terraform."
  role = "experiments_unavailable"
}

diagnostic "data_lifecycle_block" {
  code = "TF3053"
  severity = error
  summary = "Invalid data resource lifecycle nested block"
  detail = "The lifecycle nested block \"{type}\" is defined only for managed resources (\"resource\" blocks), and is not valid for data resources."
  params = ["type"]
}

diagnostic "ephemeral_lifecycle_block" {
  code = "TF3054"
  severity = error
  summary = "Invalid ephemeral resource lifecycle nested block"
  detail = "The lifecycle nested block \"{type}\" is defined only for managed resources (\"resource\" blocks), and is not valid for ephemeral resources."
  params = ["type"]
}

diagnostic "ignore_nested_deprecations_static" {
  code = "TF3057"
  severity = error
  summary = "Invalid value for ignore_nested_deprecations"
  detail = "The value for ignore_nested_deprecations must be a static boolean (true or false)."
}

# {type} is the given value's type (cty FriendlyName).
diagnostic "ignore_nested_deprecations_type" {
  code = "TF3058"
  severity = error
  summary = "Invalid type for ignore_nested_deprecations"
  detail = "The value for ignore_nested_deprecations must be a boolean (true or false), but the given value has type {type}."
  params = ["type"]
}

diagnostic "caller_no_context" {
  code = "TF4020"
  severity = error
  summary = "Invalid \"caller\" reference"
  detail = "The \"caller\" object is not available in this context. This object can be used only in action blocks triggered from a resource instance."
}

diagnostic "depends_on_action" {
  code = "TF4021"
  severity = error
  summary = "Invalid depends_on reference"
  detail = "Actions can not be referenced in depends_on. Use depends_on on the resource that triggers the action instead."
  role = "depends_on_action"
}

# action.go decodeActionTriggerBlock: an on_failure that is not one of the keywords, at the
# value.
diagnostic "action_trigger_on_failure_invalid" {
  code = "TF5264"
  severity = error
  summary = "Invalid \"on_failure\" keyword"
  detail = "The \"on_failure\" argument requires one of the following keywords: halt, taint or continue."
  role = "action_trigger_on_failure_invalid"
}

# named_values.go decodeVariableBlock (4da132e639, ebff0a4683): a const variable's value is
# read while Terraform initializes the working directory (module sources and versions may use
# it then), so it can be neither sensitive nor ephemeral. At the variable's header, each
# literally true argument after const is decoded. Terraform's other rules for const variables
# run at init (node_module_install.go: a source or version may refer only to const variables,
# locals and path), which no validate reports.
diagnostic "const_excludes_sensitive" {
  code = "TF5240"
  severity = error
  summary = "Const variable cannot be sensitive"
  detail = "A variable that is marked as \"const\" cannot also be marked as \"sensitive\"."
  role = "const_excludes_sensitive"
  subject = block
}

diagnostic "const_excludes_ephemeral" {
  code = "TF5241"
  severity = error
  summary = "Const variable cannot be ephemeral"
  detail = "A variable that is marked as \"const\" cannot also be marked as \"ephemeral\"."
  role = "const_excludes_ephemeral"
  subject = block
}

diagnostic "type_object_key_unique" {
  code = "TF5111"
  severity = error
  summary = "Invalid type specification"
  detail = "Object constructor map keys must be unique."
  role = "type_object_key_unique"
}

function "convert" {
  since = "1.15"
}

drift "diagnostic" {
  name = "Inconsistent dependency lock file"
  change = "missing"
  reason = "state_store.go: needs the dependency lock file, and is reached only when experiments are allowed"
}

drift "diagnostic" {
  name = "Unable to calculate hash of state store configuration"
  change = "missing"
  reason = "state_store.go: needs the provider's installed version, and is reached only when experiments are allowed"
}

drift "diagnostic" {
  name = "*state_store_provider*"
  change = "missing"
  reason = "state_migrate_file.go, parser_config_dir.go and module.go: state migration files (.tfmigrate.hcl), a file kind the spec does not describe"
}

drift "diagnostic" {
  name = "Duplicate \"state_store\" configuration block"
  change = "missing"
  reason = "state_migrate_file.go: state migration files (.tfmigrate.hcl), a file kind the spec does not describe"
}

drift "diagnostic" {
  name = "Missing \"state_store\" block for state store migration"
  change = "missing"
  reason = "parser_config_dir.go: state migration files (.tfmigrate.hcl), a file kind the spec does not describe"
}

drift "diagnostic" {
  name = "Duplicate \"from\" configuration block"
  change = "missing"
  reason = "module.go: the from block of state migration files (.tfmigrate.hcl), a file kind the spec does not describe"
}

drift "diagnostic" {
  name = "Duplicate \"backend\" configuration block"
  change = "missing"
  reason = "state_migrate_file.go: state migration files (.tfmigrate.hcl), a file kind the spec does not describe"
}

drift "diagnostic" {
  name = "Empty state migration configuration"
  change = "missing"
  reason = "parser_config_dir.go: state migration files (.tfmigrate.hcl), a file kind the spec does not describe"
}

drift "diagnostic" {
  name = "Invalid combination of \"backend\" and \"state_store\""
  change = "missing"
  reason = "state_migrate_file.go and parser_config_dir.go: state migration files (.tfmigrate.hcl), a file kind the spec does not describe"
}

drift "diagnostic" {
  name = "Inconsistent provider information for state migration"
  change = "missing"
  reason = "parser_config_dir.go: state migration files (.tfmigrate.hcl), a file kind the spec does not describe"
}

drift "diagnostic" {
  name = "Duplicate data \"{}\" configuration"
  change = "missing"
  reason = "module.go: a check block's data resource with the name of a top-level one; the duplicate rule leaves check blocks' data out"
}

# log and pow moved from go-cty's stdlib into internal/lang/funcs (same signatures), where
# reserve-gen drift now checks them.
function "log" {
  signature = "(num number, base number)"
  stdlib    = false
}
function "pow" {
  signature = "(num number, power number)"
  stdlib    = false
}

# Main vendors go-cty v1.18.1, whose function/stdlib ContainsFunc lets its value be null
# (AllowNull; go-cty v1.18.0 and earlier refuse it).
function "contains" {
  signature = "(list any, value any?)"
}
