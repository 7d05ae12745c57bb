terraform {
  required_providers {
    foo = {
      source = "acme/foo"
    }
  }
}
