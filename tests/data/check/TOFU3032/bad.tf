provider "aws" {
  for_each = toset(["a", "b"]) # expect: TOFU3032
}
