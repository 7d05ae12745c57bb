terraform {
  required_providers {
    my-cloud = "~> 1.0"
  }
}
