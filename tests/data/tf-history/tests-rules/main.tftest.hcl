# Terraform main's test-file rules that terraform validate reports in a release build
# (internal/configs/test_file.go and mock_provider.go at 883c7221ee): each on its own line.
# The test block's rules are in config.tftest.hcl and twice.tftest.hcl: loadTestFile reads a file
# no further after an error in its test blocks.
run "setup" {
  command      = apply
  skip_cleanup = true
  timeout      = 5

  plan_options {
    mode    = refresh-only
    refresh = false
    target  = [aws_instance.web]
    replace = "aws_instance.web"
  }

  assert {
    condition = true
  }

  backend "local" {
  }

  module {
    source  = "./setup"
    version = "1.0"
    extra   = 1
  }

  override_resource {
    target = aws_instance.web
    value  = {}
  }
}

run "setup" {
}

run "setup" {
}

provider "aws" {
  count = 1
}

mock_provider "aws" {
  alias = "mocked"
  extra = 1

  mock_resource "aws_instance" {
    defaults = {}
    values   = {}
  }

  nested {
  }
}

override_module {
  target  = module.net
  outputs = {}
  values  = {}
}

run "values" {
  parallel  = "yes"
  state_key = null

  plan_options {
    refresh = 1
  }
}
