terraform {
  required_providers {
    foo = {
      source = "acme/terraform-provider-foo" # expect: TOFU3073
    }
  }
}
