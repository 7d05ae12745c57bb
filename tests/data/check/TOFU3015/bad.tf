provider "aws" {
  source = "hashicorp/aws" # expect: TOFU3015
}
