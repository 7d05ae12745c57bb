terraform {
  required_providers {
    my_cloud = "~> 1.0" # expect: TOFU3069
  }
}
