terraform {
  required_providers {
    foo = {
      source = "acme/opentofu-provider-foo" # expect: TOFU3074
    }
  }
}
