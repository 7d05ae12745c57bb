# OpenTofu 1.8: a test file mocks a provider.
mock_provider "null" {
}

run "plan" {
  command = plan
}
