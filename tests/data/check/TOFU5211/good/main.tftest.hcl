mock_provider "aws" {
  mock_data "aws_ami" {
    defaults = { id = "ami-1" }
  }

  mock_data "aws_instance" {
  }

  mock_resource "aws_ami" {
  }
}
