terraform {
  required_providers {
    amazon = {
      source = "hashicorp/aws"
    }
  }
  provider_meta "aws" {}
  provider_meta "amazon" { # expect: TOFU3142
  }
  provider_meta "google" {}
}

terraform {
  provider_meta "google" { # expect: TOFU3142
  }
}
