# decodeMockProviderBlock: the alias must be an identifier, at its value.
mock_provider "aws" {
  alias = "1east" # expect: TOFU5215
}

mock_provider "aws" {
  alias = "east.1" # expect: TOFU5215
}
