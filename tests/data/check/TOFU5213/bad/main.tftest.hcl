# An override_data block of a mock provider with the target of an earlier override_data or
# override_resource block of it, at the mock provider's header.
mock_provider "aws" { # expect: TOFU5213
  override_data {
    target = data.aws_ami.base
  }

  override_data {
    target = data.aws_ami.base
  }
}

mock_provider "aws" { # expect: TOFU5213
  alias = "other"

  override_resource {
    target = data.aws_ami.base
  }

  override_data {
    target = data.aws_ami.base
  }
}
