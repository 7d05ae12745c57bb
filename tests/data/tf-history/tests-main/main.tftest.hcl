# Terraform main's test-file blocks: each is known, so only the unknown one and the bad
# expect_failures reference are reported.
test {
  parallel = true
}

variable "region" {
  default = "eu"
}

variables {
  size = 1
}

provider "aws" {
  region = var.region
}

mock_provider "aws" {
  alias           = "mocked"
  override_during = plan

  mock_resource "aws_instance" {
    defaults = {}
  }
}

override_module {
  target = module.net
}

run "first" {
  command         = plan
  state_key       = "main"
  expect_failures = [var.size, output.id, local.x]

  plan_options {
    mode = refresh-only
  }

  override_resource {
    target = aws_instance.web
  }

  backend "local" {
  }
}

unknown_block {
}
