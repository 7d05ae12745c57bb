terraform {
  required_providers {
    foo = {
      source = "acme/opentofu-foo" # expect: TOFU3076
    }
  }
}
