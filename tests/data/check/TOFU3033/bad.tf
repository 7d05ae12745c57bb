provider "aws" {
  alias = "1st" # expect: TOFU3033 (no range)
}
