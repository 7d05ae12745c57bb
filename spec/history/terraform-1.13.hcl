# Terraform language spec: Terraform v1.13.
#
# Release described: hashicorp/terraform tag v1.13.5 at 328813676a (version/version.go
# "1.13.5", the last v1.13 release). It is Terraform v1.12 (terraform-1.12.hcl, which this
# file extends) plus what v1.13 changed in the language: the action block and root and a
# resource lifecycle's action_trigger (the actions experiment is registered, and release
# builds read the blocks anyway), the list root of query files, state_store blocks (read
# only when experiments are allowed), and variable blocks in test files. An action's body is
# read with PartialContent in v1.13 (v1.14 moved its configuration into a config block), and
# ParseRef's message for a bad action key says "module instance", as the source does.
# Drafted by `reserve-gen draft` from the v1.12.2 and v1.13.5 sources, each new item taken
# from ../terraform.hcl (main) and cut back to v1.13's schemas; main's drift notes that
# name something here are kept. Proved against v1.13.5 by `reserve-gen drift`
# (tests/drift_shipped.t).

language "terraform" {
  extends = "terraform-1.12.hcl"
  version = "1.13.5"
  c_prefix = "tf113"
  commit = "328813676a"
  # v1.13 vendors go-cty v1.16.3 (v1.12.2: v1.16.2), whose convert.MismatchMessage names
  # the type given where it is not likely to confuse: "number required, but have bool"
  # (go-cty commit 89f0621, "convert: More forthcoming about cause in MismatchMessage")
  mismatch_names_given = true
}

root "action" {
  form = type_name
  subject = "Action"
  instance_subject = "ActionInstance"
  what = "an action"
  two_names = "the action type and the action name"
  refers = "an action declared by an \"action\" block"
  since = "1.13"
}

root "list" {
  form = type_name
  subject = "Resource"
  instance_subject = "ResourceInstance"
  mode = "list"
  what = "a resource type"
  two_names = "the list resource type and the list resource name"
  refers = "a list resource declared by a \"list\" block in a query file"
  since = "1.13"
}
# action.go decodeActionBlock: count, for_each, provider and depends_on; the rest of the body
# (read with PartialContent) is the action's configuration. v1.14 put it in a config block.
block "action" {
    labels = ["type", "name"]
    meta_arguments = ["count", "for_each", "provider", "depends_on"]
    since = "1.13"
    static_arguments = ["provider"]
    argument_forms = ["provider=provider", "depends_on=references"]
}

block "resource" {
  block "lifecycle" {
    block "action_trigger" {
        meta_arguments = ["events", "condition", "actions"]
        since = "1.13"
        static_arguments = ["events"]
        strict = true
        required_arguments = ["events", "actions"]
    }
    add {
      meta_blocks = ["action_trigger"]
    }
  }
}
block "variable" {
    labels = ["name"]
    meta_arguments = ["description", "default", "type", "sensitive", "ephemeral", "nullable"]
    meta_blocks = ["validation"]
    declares = variable
    reserved_names = true
    since = "1.13"
    static_arguments = ["type"]
    test_file = true
    strict = true
    argument_forms = ["type=type", "default=default", "default=constant", "nullable=nullable", "description=constant", "description=decode string", "sensitive=constant", "sensitive=decode bool", "ephemeral=constant", "ephemeral=decode bool", "nullable=constant", "nullable=decode bool"]
    unique_label = true
  block "validation" {
      meta_arguments = ["condition", "error_message"]
      test_file = true
      strict = true
      argument_forms = ["condition=condition", "condition=refers_to_self"]
      required_arguments = ["condition", "error_message"]
  }
}

feature "actions" {
  state = experiment
  since = "1.13"
}

diagnostic "module_exclusive_backend_cloud" {
  code = "TF5261"
  severity = error
  summary = "Conflicting 'cloud' and 'backend' configuration blocks are present"
  detail = "A module may declare either one 'cloud' block OR one 'backend' block for configuring state storage. The 'cloud' block is configured at {other_range}; a 'backend' is configured at {range}. Remove the 'backend' block to configure HCP Terraform or Terraform Enterprise."
  params = ["range", "other_range"]
  role = "module_exclusive_backend_cloud"
}

diagnostic "variable_duplicate_label" {
  code = "TF5265"
  severity = error
  summary = "Duplicate \"variable\" block names"
  detail = "This test file already has a variable named {label} defined at {range}."
  params = ["label", "range"]
  role = "variable_duplicate_label"
}

diagnostic "module_duplicate_backend" {
  code = "TF5258"
  severity = error
  summary = "Duplicate 'backend' configuration block"
  detail = "A module may have only one 'backend' configuration block. The backend was previously configured at {range}."
  params = ["range"]
  role = "module_duplicate_backend"
}

diagnostic "invalid_action_name" {
  code = "TF3056"
  severity = error
  summary = "Invalid action name"
  detail = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  role = "invalid_action_name"
}

diagnostic "invalid_action_type_name" {
  code = "TF3055"
  severity = error
  summary = "Invalid action type name"
  detail = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  role = "invalid_action_type_name"
}

diagnostic "meta_combination_action" {
  code = "TF3051"
  severity = error
  summary = "Invalid combination of \"count\" and \"for_each\""
  detail = "The \"count\" and \"for_each\" meta-arguments are mutually-exclusive, only one should be used."
  role = "meta_combination_action"
}

diagnostic "ref_action_key" {
  code     = "TF1012"
  severity = error
  summary  = "Invalid index key"
  detail   = "Invalid index for module instance: {error}."
  params   = ["error"]
}

diagnostic "ref_action_name" {
  code = "TF1013"
  severity = error
  summary = "Invalid reference"
  detail = "A reference to an action must be followed by at least one attribute access, specifying the action name."
}

# ---------------------------------------------------------------------------------------
# Deliberate differences from the source (reserve-gen drift; doc/drift.md), beside those
# inherited from terraform-1.12.hcl; each is main's note, kept where it names something here.
# ---------------------------------------------------------------------------------------

drift "diagnostic" {
  name   = "Invalid reference"
  where  = "parseref"
  change = "missing"
  reason = "parse_ref.go parseActionRef's len(traversal) < 2 case is unreachable: parseRef's case \"action\" has already required three parts"
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
  name   = "Unexpected provider alias"
  change = "missing"
  reason = "state_store.go decodeStateStoreBlock, reached only when experiments are allowed"
}

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
  name   = "Cloud configuration ignored"
  change = "missing"
  reason = "config_build.go: only a child module's cloud block is ignored; needs to know whether the module is the root"
}

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
  name   = "Duplicate action \"{}\" configuration"
  change = "missing"
  reason = "module.go: actions are no declaration kind of the runtime (declares has no action)"
}

drift "diagnostic" {
  name   = "Missing resource to override"
  change = "missing"
  reason = "module.go: an action in an override file with no base; actions are no declaration kind of the runtime"
}

