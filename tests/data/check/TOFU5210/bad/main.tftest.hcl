# decodeMockProviderBlock: one mock_resource per type in a mock_provider block, reported at the
# mock provider's header once for each later one; mock_data blocks are counted apart.
mock_provider "aws" { # expect: TOFU5210
  mock_resource "aws_instance" {
    defaults = { id = "i-1" }
  }

  mock_data "aws_instance" {
    defaults = {}
  }

  mock_resource "aws_instance" {
    defaults = { id = "i-2" }
  }

  mock_resource "aws_instance" {
  }
}

run "first" {
}
