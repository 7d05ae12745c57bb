terraform {
  required_providers {
    aws = {
      source = "hashi-corp/aws"
    }
  }
}
