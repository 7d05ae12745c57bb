mock_provider "aws" {
  alias    = "by_region"
  for_each = toset(["a", "b"])
}
