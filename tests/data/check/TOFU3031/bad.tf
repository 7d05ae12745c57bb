provider "aws" {
  version = "~> 5.0" # expect: TOFU3031
}
