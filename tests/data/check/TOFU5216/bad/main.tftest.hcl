# decodeMockProviderBlock (v1.11 on): for_each only with an alias, at the for_each value.
mock_provider "aws" {
  for_each = toset(["a", "b"]) # expect: TOFU5216
}
