# Terraform language spec: Terraform v1.14.
#
# Release described: hashicorp/terraform tag v1.14.9 at c3c23dd8f1 (version/version.go
# "1.14.9", the last v1.14 release). It is Terraform v1.13 (terraform-1.13.hcl, which this
# file extends) plus what v1.14 changed in the language: actions are part of the language
# (the actions experiment is gone), an action's own arguments go in a config block (a closed
# schema, once per action) and it has no depends_on; state_store blocks, and in test files
# skip_cleanup and a run's backend block, are read only in experimental builds, so release
# builds refuse them. ../terraform.hcl (main) is meant to extend this file. Drafted by
# `reserve-gen draft` from the v1.13.5 and v1.14.9 sources, each new item taken from main;
# main's drift notes that name something here are kept. Proved against v1.14.9 by
# `reserve-gen drift` (tests/drift_shipped.t).

language "terraform" {
  extends = "terraform-1.13.hcl"
  version = "1.14.9"
  c_prefix = "tf114"
  commit = "c3c23dd8f1"
}

# The actions experiment is no longer registered: actions are part of the language.
remove {
  features = ["actions"]
}

block "action" {
  strict = true
  block "config" {
      unique = true
  }
  add {
    meta_blocks = ["config"]
  }
  remove {
    meta_arguments = ["depends_on"]
  }
}

# test_file.go: skip_cleanup and a run's backend block are read only in experimental builds;
# release builds refuse them (reserved_run_argument, reserved_test_argument,
# backends_not_allowed), as Terraform main does.
block "run" {
  test_file = true
  add {
    static_arguments   = ["skip_cleanup"]
    reserved_arguments = ["skip_cleanup"]
    argument_forms     = ["skip_cleanup=constant", "skip_cleanup=decode bool"]
    meta_blocks        = ["backend"]
  }
}

block "test" {
  test_file = true
  add {
    static_arguments   = ["skip_cleanup"]
    reserved_arguments = ["skip_cleanup"]
    argument_forms     = ["skip_cleanup=constant", "skip_cleanup=decode bool"]
  }
}

diagnostic "duplicate_config_action" {
  code = "TF5263"
  severity = error
  summary = "Duplicate config block"
  detail = "An action must contain only one nested \"config\" block."
  params = ["range"]
  role = "duplicate_config_action"
}

diagnostic "reserved_run_argument" {
  code     = "TF5253"
  severity = error
  summary  = "Invalid attribute"
  detail   = "The skip_cleanup attribute is only available in experimental builds of Terraform."
  role     = "reserved_run_argument"
}

diagnostic "reserved_test_argument" {
  code = "TF5252"
  severity = error
  summary = "Invalid attribute"
  detail = "The skip_cleanup attribute is only available in experimental builds of Terraform."
  role = "reserved_test_argument"
}

diagnostic "backends_not_allowed" {
  code = "TF5254"
  severity = error
  summary = "Invalid block"
  detail = "The backend block is only available within run blocks in experimental builds of Terraform."
  role = "backends_not_allowed"
}

# ---------------------------------------------------------------------------------------
# Deliberate differences from the source (reserve-gen drift; doc/drift.md), beside those
# inherited from terraform-1.13.hcl; each is main's note, kept where it names something here.
# ---------------------------------------------------------------------------------------

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
  name   = "Protected * name \"provider\" in state store schema"
  change = "missing"
  reason = "state_store.go: needs the provider's state store schema, and is reached only when experiments are allowed"
}

drift "diagnostic" {
  name   = "Missing entry in required_providers"
  change = "missing"
  reason = "state_store.go, reached only when experiments are allowed"
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

drift "diagnostic" {
  name   = "Cannot *"
  where  = "configs"
  change = "missing"
  reason = "source_bundle_parser.go (a remote run's source bundle) and provider_validation.go (a provider passed to a child module that has its own configuration): the first needs the bundle's files, the second the child module"
}

drift "diagnostic" {
  name   = "Duplicate \"{}\" event"
  change = "missing"
  reason = "action.go: no argument form reads a list of keywords"
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

