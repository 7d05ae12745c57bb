terraform {
  required_providers {
    aws = ["hashicorp/aws"] # expect: TOFU3065
  }
}
