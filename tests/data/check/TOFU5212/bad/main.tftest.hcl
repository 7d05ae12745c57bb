# decodeMockProviderBlock: override_resource and override_data blocks of a mock provider share
# one list of targets; a later one with an earlier one's target is reported at the mock
# provider's header, named after its own type.
mock_provider "aws" { # expect: TOFU5212
  override_resource {
    target = aws_instance.web
  }

  override_data {
    target = data.aws_ami.base
  }

  override_resource {
    target = aws_instance.web
  }
}

mock_provider "aws" { # expect: TOFU5212
  alias = "other"

  override_data {
    target = data.aws_ami.base
  }

  override_resource {
    target = data.aws_ami.base
  }
}
