terraform {
  required_providers {
    foo = {
      source = "acme/terraform-foo" # expect: TOFU3075
    }
  }
}
