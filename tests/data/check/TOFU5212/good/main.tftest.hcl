# One override per target in each mock provider; other mock providers, the file's top level and
# run blocks have lists of their own.
mock_provider "aws" {
  override_resource {
    target = aws_instance.web
  }

  override_data {
    target = data.aws_ami.base
  }
}

mock_provider "aws" {
  alias = "other"

  override_resource {
    target = aws_instance.web
  }
}

override_resource {
  target = aws_instance.web
}

run "first" {
  override_resource {
    target = aws_instance.web
  }
}
