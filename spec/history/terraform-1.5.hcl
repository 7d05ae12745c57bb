# Terraform language spec: Terraform v1.5.
#
# Release described: hashicorp/terraform tag v1.5.7 at ee58ac1851 (version/version.go
# "1.5.7", the last v1.5 release). It is Terraform v1.4 (terraform-1.4.hcl, which this file
# extends) plus what v1.5 changed in the language: the import block (to, id and provider; to a
# static address, one import per target, not in override files) and the check block (a
# scoped data block and assert blocks, checked at plan and apply), two new functions
# (plantimestamp, strcontains), and the required_version rule that refuses prerelease
# constraints. Drafted by `reserve-gen draft` from the v1.4.7 and v1.5.7 sources, each new
# item taken from ../terraform.hcl (main), which has it; proved against v1.5.7 by
# `reserve-gen drift` (tests/drift_shipped.t).

language "terraform" {
  extends = "terraform-1.4.hcl"
  version = "1.5.7"
  c_prefix = "tf15"
  commit = "ee58ac1851"
}
# checks.go decodeCheckBlock: a check holds at most one data block and at least one assert.
block "check" {
    labels = ["name"]
    meta_blocks = ["data", "assert"]
    declares = check
    since = "1.5"
    strict = true
  block "data" {
      labels = ["type", "name"]
      meta_arguments = ["provider", "depends_on"]
      reserved_blocks = ["locals"]
      escaping_block = true
      declares = data_resource
      static_arguments = ["provider"]
      unique = true
  }
  block "assert" {
      meta_arguments = ["condition", "error_message"]
      strict = true
      argument_forms = ["condition=condition"]
      required_arguments = ["condition", "error_message"]
  }
}
# import.go decodeImportBlock: to is a static address, id a constant string, both required;
# no for_each or identity yet (v1.7, v1.12). One import per target (config.go).
block "import" {
  static_arguments   = ["to", "provider"]
  meta_arguments     = ["to", "id", "provider"]
  argument_forms     = ["provider=provider", "id=constant", "id=decode string"]
  required_arguments = ["to", "id"]
  unique_target      = "to"
  strict             = true
  declares           = none
  since              = "1.5"
}

function "plantimestamp" {
  since     = "1.5"
  signature = "()"
}
function "strcontains" {
  since     = "1.5"
  signature = "(str string, substr string)"
}

diagnostic "check_override" {
  code = "TF3027"
  severity = error
  summary = "Can't override check blocks"
  detail = "Override files cannot override check blocks."
  role = "check_override"
}

diagnostic "override_refused_import" {
  code = "TF3077"
  severity = error
  summary = "Cannot override 'import' blocks"
  detail = "Import blocks can appear only in normal files, not in override files."
  role = "override_refused_import"
}

diagnostic "duplicate_check" {
  code = "TF3066"
  severity = error
  summary = "Duplicate check \"{name}\" configuration"
  detail = "A check block named \"{name}\" was already declared at {range}. Check blocks must be unique within each module."
  params = ["name", "range"]
  role = "duplicate_check"
}

diagnostic "import_duplicate_target" {
  code = "TF5230"
  severity = error
  summary = "Duplicate import configuration for \"{address}\""
  detail = "An import block for the resource \"{address}\" was already declared at {range}. A resource can have only one import block."
  params = ["address", "range"]
  role = "import_duplicate_target"
}

diagnostic "nested_data_meta_argument" {
  code = "TF3007"
  severity = error
  summary = "Invalid \"{name}\" attribute"
  detail = "The \"count\" and \"for_each\" meta-arguments are not supported within nested data blocks."
  params = ["name"]
  role = "nested_data_meta_argument"
}

diagnostic "invalid_check_name" {
  code = "TF3050"
  severity = error
  summary = "Invalid check block name"
  detail = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  role = "invalid_check_name"
}

diagnostic "nested_data_lifecycle" {
  code = "TF3008"
  severity = error
  summary = "Invalid lifecycle block"
  detail = "Nested data blocks do not support \"lifecycle\" blocks as the lifecycle is managed by the containing block."
  role = "nested_data_lifecycle"
}

diagnostic "required_version_prerelease" {
  code = "TF5271"
  severity = error
  summary = "Invalid required_version constraint"
  detail = "Prerelease version constraints are not supported: {constraint}. Remove the prerelease information from the constraint. Prerelease versions of terraform will match constraints using their version core only."
  params = ["constraint"]
  role = "required_version_prerelease"
}

diagnostic "duplicate_data_check" {
  code = "TF5262"
  severity = error
  summary = "Multiple data resource blocks"
  detail = "This check block already has a data resource defined at {range}."
  params = ["range"]
  role = "duplicate_data_check"
}

diagnostic "incompatible_module" {
  code = "TF5270"
  severity = error
  summary = "Unsupported Terraform Core version"
  detail = "This configuration does not support Terraform version {version}. To proceed, either choose another supported Terraform version or update this version constraint. Version constraints are normally set for good reason, so updating the constraint may lead to other errors or unexpected behavior."
  params = ["version"]
  role = "incompatible_module"
}

diagnostic "check_zero_assert" {
  code = "TF5272"
  severity = error
  summary = "Zero assert blocks"
  detail = "Check blocks must have at least one assert block."
  role = "check_zero_assert"
}

# A check's data block named like a data resource declared before it (module.go appendFile
# adds a file's data blocks before its checks' ones).
diagnostic "duplicate_nested_data_resource" {
  code     = "TF5801"
  severity = error
  summary  = "Duplicate data \"{type}\" configuration"
  detail   = "A {type} data resource named \"{name}\" was already declared at {range}. Resource names must be unique per type in each module, including within check blocks."
  params   = ["type", "name", "range"]
  role     = "duplicate_nested_data_resource"
}

# ---------------------------------------------------------------------------------------
# Deliberate differences from the source (reserve-gen drift; doc/drift.md), beside those
# inherited from terraform-1.4.hcl.
# ---------------------------------------------------------------------------------------

drift "diagnostic" {
  name   = "Cannot import to a move source"
  change = "missing"
  reason = "module.go appendFile: an import's to address that a moved block's from names; no rule compares the addresses of two blocks of different types"
}
drift "diagnostic" {
  name   = "Invalid import configuration"
  change = "missing"
  reason = "config_build.go: an import block in a child module; needs to know whether the module is the root"
}
drift "diagnostic" {
  name   = "Invalid import provider argument"
  change = "missing"
  reason = "import.go and config.go: an import's provider where the target is in a child module or has its own; needs the target's resource block or module"
}
drift "diagnostic" {
  name   = "Unsupported Terraform Core version"
  change = "missing"
  reason = "module.go CheckCoreVersionRequirements, for a child module (its text names the module and its source); the commands call it over the module tree"
}
