# Terraform language spec: Terraform v1.7.
#
# Release described: hashicorp/terraform tag v1.7.5 at 06a0a8c066 (version/version.go
# "1.7.5", the last v1.7 release). It is Terraform v1.6 (terraform-1.6.hcl, which this file
# extends) plus what v1.7 changed in the language: the removed block (from, and lifecycle's
# destroy), import blocks with for_each and a to that is an expression, and in test files
# mocks: mock_provider blocks (mock_resource, mock_data) and override_resource, override_data
# and override_module blocks in files, runs and mock providers; a run's name must be an
# identifier. Drafted by
# `reserve-gen draft` from the v1.6.6 and v1.7.5 sources, each new item taken from
# ../terraform.hcl (main) and cut back to v1.7's schemas; proved against v1.7.5 by
# `reserve-gen drift` (tests/drift_shipped.t).

language "terraform" {
  extends = "terraform-1.6.hcl"
  version = "1.7.5"
  c_prefix = "tf17"
  commit = "06a0a8c066"
}
# removed.go: from (a static address, required) and a lifecycle block whose destroy is a
# constant bool. No provisioners in removed blocks yet (v1.9).
block "removed" {
    meta_arguments = ["from"]
    meta_blocks = ["lifecycle"]
    since = "1.7"
    static_arguments = ["from"]
    strict = true
    required_arguments = ["from"]
  block "lifecycle" {
      meta_arguments = ["destroy"]
      strict = true
      argument_forms = ["destroy=constant", "destroy=decode bool"]
  }
}

# import.go: to is an expression (a resource instance address whose keys may be expressions),
# and for_each makes one import per element.
block "import" {
  add {
    meta_arguments = ["for_each"]
  }
}
# mock_provider.go: mock providers, and override blocks in test files, runs and mock providers,
# their values decoded with no context.
block "mock_provider" {
    labels = ["name"]
    meta_arguments = ["alias", "source"]
    meta_blocks = ["mock_resource", "mock_data", "override_resource", "override_data"]
    since = "1.7"
    static_arguments = ["alias", "source"]
    test_file = true
    strict = true
    argument_forms = ["alias=constant", "alias=decode string", "source=constant", "source=decode string"]
    provider_label = true
  block "mock_resource" {
      labels = ["type"]
      meta_arguments = ["defaults"]
      argument_forms = ["defaults=constant"]
            test_file = true
      strict = true
  }
  block "mock_data" {
      labels = ["type"]
      meta_arguments = ["defaults"]
      argument_forms = ["defaults=constant"]
            test_file = true
      strict = true
  }
  block "override_resource" {
      meta_arguments = ["target", "values"]
      argument_forms = ["values=constant"]
      static_arguments = ["target"]
      test_file = true
      strict = true
  }
  block "override_data" {
      meta_arguments = ["target", "values"]
      argument_forms = ["values=constant"]
      static_arguments = ["target"]
      test_file = true
      strict = true
  }
}
block "override_data" {
    meta_arguments = ["target", "values"]
      argument_forms = ["values=constant"]
    since = "1.7"
    static_arguments = ["target"]
    test_file = true
    strict = true
}
block "override_module" {
    meta_arguments = ["target", "outputs"]
      argument_forms = ["outputs=constant"]
    since = "1.7"
    static_arguments = ["target"]
    test_file = true
    strict = true
}
block "override_resource" {
    meta_arguments = ["target", "values"]
      argument_forms = ["values=constant"]
    since = "1.7"
    static_arguments = ["target"]
    test_file = true
    strict = true
}

block "run" {
  test_file = true
  block "override_data" {
      meta_arguments = ["target", "values"]
      argument_forms = ["values=constant"]
      static_arguments = ["target"]
      test_file = true
      strict = true
  }
  block "override_module" {
      meta_arguments = ["target", "outputs"]
      argument_forms = ["outputs=constant"]
      static_arguments = ["target"]
      test_file = true
      strict = true
  }
  block "override_resource" {
      meta_arguments = ["target", "values"]
      argument_forms = ["values=constant"]
      static_arguments = ["target"]
      test_file = true
      strict = true
  }
  add {
    meta_blocks = ["override_data", "override_module", "override_resource"]
  }
}

# test_file.go decodeTestRunBlock: v1.7 checks a run's name.
diagnostic "invalid_run_name" {
  code     = "TF5243"
  severity = error
  summary  = "Invalid run block name"
  detail   = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  role     = "invalid_run_name"
}

# ---------------------------------------------------------------------------------------
# Deliberate differences from the source (reserve-gen drift; doc/drift.md), beside those
# inherited from terraform-1.6.hcl.
# ---------------------------------------------------------------------------------------

drift "diagnostic" {
  name   = "Duplicate mock*"
  change = "missing"
  reason = "mock_provider.go: a mock provider's mock_resource and mock_data types named twice; Terraform's texts are not modelled"
}
drift "diagnostic" {
  name   = "Duplicate override*"
  change = "missing"
  reason = "mock_provider.go and test_file.go: override blocks with the same target; Terraform's texts are not modelled"
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
  name   = "Invalid {} attribute"
  where  = "configs"
  change = "missing"
  reason = "mock_provider.go: an override's values, or a mock's defaults, that are not an object; not modelled"
}
drift "diagnostic" {
  name   = "Duplicate provider block"
  change = "missing"
  reason = "test_file.go: a test file's provider with the name and alias of an earlier one; not modelled"
}
drift "diagnostic" {
  name   = "Invalid import address"
  change = "missing"
  reason = "import.go: the to address of an import is a data resource's; the import block's address rules are not modelled"
}
drift "diagnostic" {
  name   = "Invalid reference expression"
  change = "missing"
  reason = "import.go: an import's to given as a string template; not modelled"
}
drift "constant" {
  name   = "to"
  where  = "module/import"
  change = "missing"
  reason = "import.go unwrapJSONRefExpr evaluates a JSON-syntax to with no context only to read its string as native syntax; the address is then read as a reference"
}
