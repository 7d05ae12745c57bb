# Other aliases are other addresses; a mock provider that did not decode (its alias is no
# identifier, or it has mock_resource blocks of one type) is not kept, so no later one repeats it.
mock_provider "aws" {
}

mock_provider "aws" {
  alias = "east"
}

mock_provider "aws" {
  alias = "west"
}

mock_provider "google" {
  alias = "east"
}

mock_provider "aws" {
  alias = "1bad"
}

mock_provider "aws" {
  alias = "1bad"
}

mock_provider "aws" {
  alias = "dup"

  mock_resource "aws_instance" {
  }

  mock_resource "aws_instance" {
  }
}

mock_provider "aws" {
  alias = "dup"
}
