mock_provider "aws" {
  override_data {
    target = data.aws_ami.base
  }

  override_resource {
    target = aws_instance.web
  }
}

mock_provider "aws" {
  alias = "other"

  override_data {
    target = data.aws_ami.base
  }
}
