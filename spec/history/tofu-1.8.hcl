# OpenTofu language spec: OpenTofu v1.8.
#
# Release described: opentofu/opentofu tag v1.8.11 at c4585918fa (version/VERSION "1.8.11").
# It is OpenTofu v1.7 (tofu-1.7.hcl, which this file extends) plus what v1.8 changed: early
# (static) evaluation, so a module call's source and version, and a backend's or encryption's
# arguments, may refer to variables and local values (configs/static_scope.go), with its
# messages; mock providers and override blocks in test files (mock_provider, override_resource,
# override_data, override_module, also inside run blocks); sensitive values refused as version
# constraints; .tofu and .tofu.json module files, and .tofutest.hcl and .tofutest.json test
# files (parser_config_dir.go: a NAME.tofu hides the NAME.tf beside it). Drafted by
# `reserve-gen draft --like tofu-1.10.hcl` from the v1.7.10 and v1.8.11 sources, and proved
# against v1.8.11 by `reserve-gen drift` (tests/drift_shipped.t). Messages are OpenTofu's
# exact strings; Go verbs became {placeholders}. The comments are ours.

language "opentofu" {
  extends            = "tofu-1.7.hcl"
  c_prefix           = "tofu18"
  version            = "1.8.11"
  commit             = "c4585918fa"
  # The function whose result static evaluation refuses.
  sensitive_function = "sensitive"
  module_extensions  = [".tf", ".tofu"]
  test_extensions    = [".tftest.hcl", ".tofutest.hcl"]
}

# source and version are evaluated statically (ModuleCall.decodeStaticFields).
block "module" {
  argument_forms = ["source=module_source", "source=static", "version=version", "version=static",
                    "depends_on=references", "providers=providers", "count=instance_count", "for_each=kinds map object set"]
}

# decodeMockProviderBlock: the name is a provider local name (checkProviderNameNormalized, and
# nothing else is read when it is not), the alias an identifier; one mock_resource and one
# mock_data per type, at the mock provider's header (its override blocks came with v1.9).
# loadTestFile: one mock provider per address, among those that decoded without error. Its
# body is decoded with a closed schema (mockProviderBlockSchema).
block "mock_provider" {
  test_file        = true
  labels           = ["name"]
  static_arguments = ["alias", "source"]
  meta_arguments   = ["alias"]
  meta_blocks      = ["mock_resource", "mock_data"]
  argument_forms   = ["alias=constant", "alias=decode string", "alias=alias"]
  provider_label   = true
  unique_address   = true
  strict           = true
  since            = "1.8"

  block "mock_resource" {
    labels         = ["type"]
    meta_arguments = ["defaults"]
    argument_forms = ["defaults=constant", "defaults=object"]
    strict         = true
    unique_label   = true
  }

  block "mock_data" {
    labels         = ["type"]
    meta_arguments = ["defaults"]
    argument_forms = ["defaults=constant", "defaults=object"]
    strict         = true
    unique_label   = true
  }
}

block "override_resource" {
  test_file          = true
  static_arguments   = ["target"]
  meta_arguments     = ["target", "values"]
  argument_forms     = ["values=constant", "values=object"]
  required_arguments = ["target"]
  strict             = true
  unique_target      = "target"
  target_group       = "override_resource"
  since              = "1.8"
}

block "override_data" {
  test_file          = true
  static_arguments   = ["target"]
  meta_arguments     = ["target", "values"]
  argument_forms     = ["values=constant", "values=object"]
  required_arguments = ["target"]
  strict             = true
  unique_target      = "target"
  target_group       = "override_resource"
  since              = "1.8"
}

block "override_module" {
  test_file          = true
  static_arguments   = ["target"]
  meta_arguments     = ["target", "outputs"]
  argument_forms     = ["outputs=constant", "outputs=object"]
  required_arguments = ["target"]
  strict             = true
  unique_target      = "target"
  since              = "1.8"
}

# A run block's own override blocks, as the test file's.
block "run" {
  test_file = true
  add {
    meta_blocks = ["override_resource", "override_data", "override_module"]
  }
  # TestRun.Validate: checkForDuplicatedOverrideResources / ...Modules on the run's own;
  # override_resource and override_data blocks are one list (OverrideResources).
  # decodeOverrideResourceBlock, decodeOverrideModuleBlock: closed schemas, the target required.
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

  block "override_module" {
    static_arguments   = ["target"]
    meta_arguments     = ["target", "outputs"]
    argument_forms     = ["outputs=constant", "outputs=object"]
    required_arguments = ["target"]
    strict             = true
    unique_target      = "target"
  }
}

# Static evaluation (configs/static_scope.go): it always says "terraform", also for tofu.*.
diagnostic "static_terraform_attr_invalid" {
  code     = "TOFU4010"
  severity = error
  summary  = "Invalid \"terraform\" attribute"
  detail   = "The \"terraform\" object does not have an attribute named \"{name}\". The only supported attribute is terraform.workspace, the name of the currently-selected workspace."
  params   = ["name"]
  role     = "static_terraform_attr_invalid"
}

diagnostic "static_terraform_env" {
  code     = "TOFU4011"
  severity = error
  summary  = "Invalid \"terraform\" attribute"
  detail   = "The terraform.env attribute was deprecated in v0.10 and removed in v0.12. The \"state environment\" concept was renamed to \"workspace\" in v0.12, and so the workspace name can now be accessed using the terraform.workspace attribute."
  params   = []
  role     = "static_terraform_env"
}

diagnostic "version_constraint_sensitive" {
  code     = "TOFU2018"
  severity = error
  summary  = "Invalid version constraint"
  detail   = "Sensitive values, or values derived from sensitive values, cannot be used as {name} arguments."
  params   = ["name"]
  role     = "version_constraint_sensitive"
}

# StaticEvaluator.DecodeExpression: {subject} is the argument's static identifier, e.g.
# module.NAME.source.
diagnostic "sensitive_not_allowed" {
  code     = "TOFU4020"
  severity = error
  summary  = "Sensitive value not allowed"
  detail   = "Sensitive values, or values derived from sensitive values, cannot be used as {subject}."
  params   = ["subject"]
  role     = "sensitive_not_allowed"
}

# static_scope.go: a static argument's reference to a variable or local value the module does
# not declare; {address} is var.NAME or local.NAME.
diagnostic "static_undeclared_variable" {
  code     = "TOFU5203"
  severity = error
  summary  = "Undefined variable"
  detail   = "Undefined variable {address}"
  params   = ["address"]
  role     = "static_undeclared_variable"
}

diagnostic "static_undeclared_local_values" {
  code     = "TOFU5204"
  severity = error
  summary  = "Undefined local"
  detail   = "Undefined local {address}"
  params   = ["address"]
  role     = "static_undeclared_local_values"
}

# configs/test_file.go TestFile.Validate and TestRun.Validate (tofu validate, every test file
# and every run block): a second override block of one type with the target of an earlier one
# in the same file's top level, or in the same run block, at its target, once (v1.10 at 35324b485b).
diagnostic "override_resource_duplicate_target" {
  code     = "TOFU5207"
  severity = error
  summary  = "Duplicated `override_resource` block"
  detail   = "It is not allowed to have multiple `override_resource` blocks with the same target: `{address}`."
  params   = ["address", "range"]
  role     = "override_resource_duplicate_target"
}

diagnostic "override_data_duplicate_target" {
  code     = "TOFU5208"
  severity = error
  summary  = "Duplicated `override_data` block"
  detail   = "It is not allowed to have multiple `override_data` blocks with the same target: `{address}`."
  params   = ["address", "range"]
  role     = "override_data_duplicate_target"
}

diagnostic "override_module_duplicate_target" {
  code     = "TOFU5209"
  severity = error
  summary  = "Duplicated `override_module` block"
  detail   = "It is not allowed to have multiple `override_module` blocks with the same target: `{address}`."
  params   = ["address", "range"]
  role     = "override_module_duplicate_target"
}

# configs/test_file.go, decodeMockProviderBlock (tofu validate loads every test file), v1.10 at
# 35324b485b: MockProvider.validateMockResources, a mock_resource or mock_data block with the type of
# an earlier one of its kind in one mock_provider block, once for each later one; at the mock
# provider's header (Subject: the provider's DeclRange).
diagnostic "mock_resource_duplicate_label" {
  code     = "TOFU5210"
  severity = error
  summary  = "Duplicated `mock_resource` block"
  detail   = "`mock_resource.{label}` is already defined in `mock_provider` block."
  params   = ["label"]
  role     = "mock_resource_duplicate_label"
  subject  = block
}

diagnostic "mock_data_duplicate_label" {
  code     = "TOFU5211"
  severity = error
  summary  = "Duplicated `mock_data` block"
  detail   = "`mock_data.{label}` is already defined in `mock_provider` block."
  params   = ["label"]
  role     = "mock_data_duplicate_label"
  subject  = block
}

# loadTestFile: a mock_provider block with the address (NAME, or NAME.ALIAS) of an earlier one
# of the file, both decoded without error, at the later one's header.
diagnostic "mock_provider_duplicate_address" {
  code     = "TOFU5214"
  severity = error
  summary  = "Duplicated `mock_provider` block"
  detail   = "It is not allowed to have multiple `mock_provider` blocks with the same address: `{address}`."
  params   = ["address"]
  role     = "mock_provider_duplicate_address"
}

# decodeMockProviderBlock: an alias that is not an identifier (badIdentifierDetail), at its value.
diagnostic "mock_provider_alias_invalid" {
  code     = "TOFU5215"
  severity = error
  summary  = "Invalid mock provider configuration alias"
  detail   = "An alias must be a valid name. A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  role     = "mock_provider_alias_invalid"
}

# parseObjectAttrWithNoVariables: a mock_resource's or mock_data's defaults, an override's
# values or outputs that is no object, at the whole argument.
diagnostic "object_expected" {
  code     = "TOFU5228"
  severity = error
  summary  = "Object expected"
  detail   = "The attribute `{name}` must be an object."
  params   = ["name"]
  role     = "object_expected"
}

# Deliberate differences from the source (reserve-gen drift; doc/drift.md), besides those of
# the specs this one extends: what static evaluation and the test command check.
drift "diagnostic" {
  name   = "Backend config contains * values"
  change = "missing"
  reason = "needs the values given to the root module's variables (static evaluation of the backend block)"
}
drift "diagnostic" {
  name   = "Missing required variable in module call"
  change = "missing"
  reason = "needs the child module's variables"
}
drift "diagnostic" {
  name   = "* not found: *"
  change = "missing"
  reason = "config.go: a test's override targets against the configuration under test"
}
drift "diagnostic" {
  name   = "Multiple `*` blocks for the same address"
  change = "missing"
  reason = "config.go: a test file's and a run's override blocks, merged for the configuration under test"
}
drift "diagnostic" {
  name   = "Unsupported `*` target in `*` block"
  change = "missing"
  reason = "config.go: a test's override target checked against the configuration under test"
}
drift "diagnostic" {
  name   = "Dynamic value in static context"
  change = "missing"
  reason = "static_scope.go: a static evaluation that needs a value known only at plan"
}
drift "diagnostic" {
  name   = "Module output not supported in static context"
  change = "missing"
  reason = "static_scope.go: static evaluation across a module call"
}
drift "diagnostic" {
  name   = "Provider function in static context"
  change = "missing"
  reason = "static_scope.go: static evaluation that would need a provider"
}
drift "diagnostic" {
  name   = "Unable to compute static value"
  change = "missing"
  reason = "static_scope.go: static evaluation whose input is missing at evaluation time"
}
drift "diagnostic" {
  name   = "Circular reference"
  change = "missing"
  reason = "static_scope.go: a cycle met while evaluating statically (reserve reports cycles between locals from the graph)"
}
drift "diagnostic" {
  name   = "Sensitive value used in static context"
  change = "missing"
  reason = "static_scope.go, v1.8 only: a warning shown only with TOFU_ENABLE_STATIC_SENSITIVE set in the environment (v1.9 made it the error sensitive_not_allowed)"
}

# decodeMockResourceBlock reads a mock_resource's or mock_data's body (mockResourceBlockSchema:
# defaults) for either type, chosen by a switch on the block type whose default panics; drift's
# walk of the loader does not follow the block to that call, so it finds no schema there.
drift "argument" {
  name   = "defaults"
  where  = "test/mock_provider/mock_*"
  change = "extra"
  reason = "decodeMockResourceBlock reads it (mockResourceBlockSchema), through a call drift's walk does not follow"
}
drift "constant" {
  name   = "defaults"
  where  = "test/mock_provider/mock_*"
  change = "extra"
  reason = "parseObjectAttrWithNoVariables evaluates it with no context, in decodeMockResourceBlock, which drift's walk does not reach"
}
drift "schema" {
  name   = "content"
  where  = "test/mock_provider/mock_*"
  change = "extra"
  reason = "decodeMockResourceBlock decodes it with Body.Content(mockResourceBlockSchema), through a call drift's walk does not follow"
}
