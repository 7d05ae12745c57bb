# loadTestFile: one mock provider per address (name, or name.alias), at the later one's header.
mock_provider "aws" {
}

mock_provider "aws" { # expect: TOFU5214
  mock_resource "aws_instance" {
  }
}

mock_provider "aws" {
  alias = "east"
}

mock_provider "aws" { # expect: TOFU5214
  alias = "east"
}
