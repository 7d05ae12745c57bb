# decodeMockProviderBlock: one mock_data per type in a mock_provider block, at its header.
mock_provider "aws" { # expect: TOFU5211
  mock_data "aws_ami" {
    defaults = { id = "ami-1" }
  }

  mock_resource "aws_ami" {
  }

  mock_data "aws_ami" {
  }
}
