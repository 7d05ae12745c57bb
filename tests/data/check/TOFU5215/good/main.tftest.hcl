mock_provider "aws" {
  alias = "east"
}

mock_provider "aws" {
  alias = "west-2"
}

mock_provider "aws" {
}
