terraform {
  required_providers {
    aws = {
      version = "5"
    }
  }
}
