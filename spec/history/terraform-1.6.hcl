# Terraform language spec: Terraform v1.6.
#
# Release described: hashicorp/terraform tag v1.6.6 at eba3240dae (version/version.go
# "1.6.6", the last v1.6 release). It is Terraform v1.5 (terraform-1.5.hcl, which this file
# extends) plus what v1.6 changed in the language: test files (.tftest.hcl, read by
# `terraform test`) with their run, provider and variables blocks and the testing scope's
# roots (run, output, check; plan and state reserved), and an import's id that is an
# expression rather than a constant string. Drafted by `reserve-gen draft` from the v1.5.7 and
# v1.6.6 sources, each new item taken from ../terraform.hcl (main) and cut back to v1.6's
# schemas; proved against v1.6.6 by `reserve-gen drift` (tests/drift_shipped.t).

language "terraform" {
  extends = "terraform-1.5.hcl"
  version = "1.6.6"
  c_prefix = "tf16"
  commit = "eba3240dae"
  # Test files: parser_config_dir.go reads *.tftest.hcl (and .tftest.json) under the module's
  # folder and its tests/ folder.
  test_extensions = [".tftest.hcl"]
}

root "check" {
  form = name
  scope = testing
  subject = "Check"
  refers = "a check block of the module under test (in expect_failures)"
  since = "1.6"
}

root "output" {
  form = name
  scope = testing
  subject = "OutputValue"
  refers = "an output value of the module under test"
  since = "1.6"
}

root "plan" {
  form = reserved
  scope = testing
  refers = "nothing yet: reserved in test files for a future Terraform version"
  since = "1.6"
}

root "run" {
  form = name
  scope = testing
  subject = "Run"
  refers = "the outputs of an earlier run block in the same test file"
  since = "1.6"
}

root "state" {
  form = reserved
  scope = testing
  refers = "nothing yet: reserved in test files for a future Terraform version"
  since = "1.6"
}

# import.go: id is an expression now, evaluated at plan (it may refer to variables and locals).
block "import" {
  remove {
    argument_forms = ["id=constant", "id=decode string"]
  }
}

block "provider" {
    labels = ["name"]
    meta_arguments = ["alias", "version"]
    reserved_arguments = ["count", "depends_on", "for_each", "source"]
    reserved_blocks = ["lifecycle", "locals"]
    escaping_block = true
    since = "1.6"
    static_arguments = ["alias"]
    test_file = true
    argument_forms = ["alias=constant", "alias=decode string", "alias=alias", "version=constant"]
    provider_label = true
}
# test_file.go testRunBlockSchema: command, providers and expect_failures; plan_options,
# assert, variables and module blocks. No mocks or overrides (v1.7), state_key (v1.11) or
# parallel (v1.12) yet.
block "run" {
    labels = ["name"]
    meta_arguments = ["command", "providers", "expect_failures"]
    meta_blocks = ["plan_options", "assert", "variables", "module"]
    since = "1.6"
    static_arguments = ["command", "providers", "expect_failures"]
    test_file = true
    strict = true
    argument_forms = ["expect_failures=checkable OutputValue InputVariable Check ResourceInstance Resource", "command=bare_keyword apply plan", "providers=providers"]
    unique_label = true
  block "plan_options" {
      meta_arguments = ["mode", "refresh", "replace", "target"]
      static_arguments = ["mode", "target", "replace", "refresh"]
      test_file = true
      unique = true
      strict = true
      argument_forms = ["mode=bare_keyword normal refresh-only", "refresh=constant", "refresh=decode bool", "replace=references", "target=references"]
      argument_conflicts = ["refresh=false mode=refresh-only"]
  }
  block "module" {
      meta_arguments = ["source", "version"]
      static_arguments = ["source", "version"]
      test_file = true
      unique = true
      duplicate_read = true
      strict = true
      argument_forms = ["source=module_source", "source=constant", "version=constant", "version=version"]
      required_arguments = ["source"]
  }
  block "variables" {
      test_file = true
      unique = true
      attributes_only = true
  }
  block "assert" {
      meta_arguments = ["condition", "error_message"]
      test_file = true
      strict = true
      argument_forms = ["condition=condition"]
      required_arguments = ["condition", "error_message"]
  }
}

block "variables" {
    since = "1.6"
    test_file = true
    unique = true
    attributes_only = true
}

diagnostic "run_duplicate_label" {
  code = "TF5255"
  severity = error
  summary = "Duplicate \"run\" block names"
  detail = "This test file already has a run named {label} block defined at {range}."
  params = ["label", "range"]
  role = "run_duplicate_label"
}

diagnostic "plan_options_argument_conflict" {
  code = "TF5256"
  severity = error
  summary = "Incompatible plan options"
  detail = "The \"refresh\" option cannot be set to false when running a test in \"refresh-only\" mode."
  role = "plan_options_argument_conflict"
}

diagnostic "run_command_invalid" {
  code = "TF5248"
  severity = error
  summary = "Invalid \"command\" keyword"
  detail = "The \"command\" argument requires one of the following keywords without quotes: apply or plan."
  role = "run_command_invalid"
}

diagnostic "plan_options_mode_invalid" {
  code = "TF5249"
  severity = error
  summary = "Invalid \"mode\" keyword"
  detail = "The \"mode\" argument requires one of the following keywords without quotes: normal or refresh-only"
  role = "plan_options_mode_invalid"
}

diagnostic "expect_failures_subject" {
  code = "TF5242"
  severity = error
  summary = "Invalid `expect_failures` reference"
  detail = "You cannot expect failures from {subject}. You can only expect failures from checkable objects such as input variables, output values, check blocks, managed resources and data sources."
  params = ["subject"]
  role = "expect_failures_subject"
}

diagnostic "run_module_source_missing" {
  code = "TF5250"
  severity = error
  summary = "Missing \"source\" attribute for module block"
  detail = "You must specify a source attribute when executing alternate modules during test executions."
  role = "run_module_source_missing"
}

diagnostic "duplicate_module_run" {
  code = "TF5246"
  severity = error
  summary = "Multiple \"module\" blocks"
  detail = "This run block already has a module block defined at {range}."
  params = ["range"]
  role = "duplicate_module_run"
}

diagnostic "duplicate_plan_options_run" {
  code = "TF5244"
  severity = error
  summary = "Multiple \"plan_options\" blocks"
  detail = "This run block already has a plan_options block defined at {range}."
  params = ["range"]
  role = "duplicate_plan_options_run"
}

diagnostic "duplicate_variables_run" {
  code = "TF5245"
  severity = error
  summary = "Multiple \"variables\" blocks"
  detail = "This run block already has a variables block defined at {range}."
  params = ["range"]
  role = "duplicate_variables_run"
}

diagnostic "duplicate_variables" {
  code = "TF5247"
  severity = error
  summary = "Multiple \"variables\" blocks"
  detail = "This test file already has a variables block defined at {range}."
  params = ["range"]
  role = "duplicate_variables"
}

# ---------------------------------------------------------------------------------------
# Deliberate differences from the source (reserve-gen drift; doc/drift.md), beside those
# inherited from terraform-1.5.hcl.
# ---------------------------------------------------------------------------------------

drift "diagnostic" {
  name   = "Test directory does not exist"
  change = "missing"
  reason = "parser_config_dir.go: the -test-directory option of terraform test, which reserve has no counterpart of"
}
drift "diagnostic" {
  name   = "Failed to calculate relative path"
  change = "missing"
  reason = "parser_config_dir.go: a test file whose path cannot be made relative, a file-system failure"
}
drift "diagnostic" {
  name   = "Missing provider definition for {}"
  change = "missing"
  reason = "config.go: a run's providers map naming a provider the test file does not configure; not modelled"
}
