# Terraform language spec: Terraform v1.11.
#
# Release described: hashicorp/terraform tag v1.11.4 at 35645b8fca (version/version.go
# "1.11.4", the last v1.11 release). It is Terraform v1.10 (terraform-1.10.hcl, which this
# file extends) plus what v1.11 changed, all of it in test files: override_during on mock
# providers, mocks and override blocks (whether a mocked value is used at plan or at apply),
# and a run's state_key. Module files may say nothing new. Drafted by `reserve-gen draft`
# from the v1.10.5 and v1.11.4 sources, each new item taken from ../terraform.hcl (main);
# proved against v1.11.4 by `reserve-gen drift` (tests/drift_shipped.t).

language "terraform" {
  extends = "terraform-1.10.hcl"
  version = "1.11.4"
  c_prefix = "tf111"
  commit = "35645b8fca"
}

# mock_provider.go: override_during (plan or apply) on mock providers, their mocks and every
# override block.
block "mock_provider" {
  test_file = true
  add {
    meta_arguments = ["override_during"]
    static_arguments = ["override_during"]
  }
  block "mock_data" {
    add {
      meta_arguments = ["override_during"]
      static_arguments = ["override_during"]
    }
  }
  block "mock_resource" {
    add {
      meta_arguments = ["override_during"]
      static_arguments = ["override_during"]
    }
  }
  block "override_data" {
    add {
      meta_arguments = ["override_during"]
      static_arguments = ["override_during"]
    }
  }
  block "override_resource" {
    add {
      meta_arguments = ["override_during"]
      static_arguments = ["override_during"]
    }
  }
}

block "override_data" {
  test_file = true
  add {
    meta_arguments = ["override_during"]
    static_arguments = ["override_during"]
  }
}

block "override_module" {
  test_file = true
  add {
    meta_arguments = ["override_during"]
    static_arguments = ["override_during"]
  }
}

block "override_resource" {
  test_file = true
  add {
    meta_arguments = ["override_during"]
    static_arguments = ["override_during"]
  }
}

# test_file.go: a run's state_key, a constant string naming the state it uses.
block "run" {
  test_file = true
  add {
    meta_arguments = ["state_key"]
    argument_forms = ["state_key=constant", "state_key=decode string"]
    static_arguments = ["state_key"]
  }
  block "override_data" {
    add {
      meta_arguments = ["override_during"]
      static_arguments = ["override_during"]
    }
  }
  block "override_module" {
    add {
      meta_arguments = ["override_during"]
      static_arguments = ["override_during"]
    }
  }
  block "override_resource" {
    add {
      meta_arguments = ["override_during"]
      static_arguments = ["override_during"]
    }
  }
}

# ---------------------------------------------------------------------------------------
# Deliberate differences from the source (reserve-gen drift; doc/drift.md), beside those
# inherited from terraform-1.10.hcl.
# ---------------------------------------------------------------------------------------

# mock_provider.go's "Invalid %s value" (override_during other than plan or apply) is not
# modelled; its summary's pattern matches function_expand_invalid's (hclsyntax's
# FunctionCallExpr.Value), so drift pairs the two as different.
drift "diagnostic" {
  name   = "Invalid expanding argument value"
  change = "different"
  reason = "mock_provider.go: override_during other than plan or apply; not modelled (its summary pattern matches hclsyntax's text of function_expand_invalid)"
}
