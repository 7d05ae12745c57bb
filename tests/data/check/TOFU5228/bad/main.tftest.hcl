# parseObjectAttrWithNoVariables: defaults, values and outputs must be objects.
mock_provider "aws" {
  mock_resource "aws_instance" {
    defaults = [] # expect: TOFU5228
  }

  mock_data "aws_ami" {
    defaults = "x" # expect: TOFU5228
  }

  override_resource {
    target = aws_instance.a
    values = null # expect: TOFU5228
  }
}

override_data {
  target = data.aws_ami.a
  values = 1 # expect: TOFU5228
}

override_module {
  target  = module.m
  outputs = [{}] # expect: TOFU5228
}

run "r" {
  override_resource {
    target = aws_instance.a
    values = (true) # expect: TOFU5228
  }
}
