# One mock_resource per type in each mock_provider block; another mock provider may mock the
# same type again, and a mock_data block of the same type is no duplicate.
mock_provider "aws" {
  mock_resource "aws_instance" {
    defaults = { id = "i-1" }
  }

  mock_resource "aws_ami" {
  }

  mock_data "aws_instance" {
  }
}

mock_provider "aws" {
  alias = "second"

  mock_resource "aws_instance" {
  }
}

run "first" {
}
