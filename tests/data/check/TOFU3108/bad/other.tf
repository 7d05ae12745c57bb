terraform {
  required_providers {  # expect: TOFU3108
    null = {
      source = "hashicorp/null"
    }
  }
}
