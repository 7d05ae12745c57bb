# Every built-in function, plain or as core::NAME; calls in the variable's type and default
# are not evaluated as calls.
variable "v" {
  type    = list(string)
  default = ["a"]
}

locals {
  a = length([1, 2])
  b = core::upper(lower("X"))
  c = "${jsonencode({})} ${templatestring("x", {})}"
  d = provider::aws::arn_parse("arn:aws:s3:::b")
}

terraform {
  required_providers {
    aws = { source = "hashicorp/aws" }
  }
}
