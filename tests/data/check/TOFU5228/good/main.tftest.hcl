# Objects, and an expression that is not a literal (left to what evaluates it).
mock_provider "aws" {
  mock_resource "aws_instance" {
    defaults = {}
  }

  mock_data "aws_ami" {
    defaults = { id = "ami-1" }
  }
}

override_data {
  target = data.aws_ami.a
  values = { id = "x" }
}

override_module {
  target  = module.m
  outputs = { for k in ["a"] : k => k }
}
