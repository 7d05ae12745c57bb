# hcl's JustAttributes: the first block inside locals, required_providers or provider_meta.
locals {
  a = 1
  nested { # expect: TOFU3117
    b = 2
  }
  another {}
}

terraform {
  required_providers {
    aws { # expect: TOFU3117
      source = "hashicorp/aws"
    }
  }
}
