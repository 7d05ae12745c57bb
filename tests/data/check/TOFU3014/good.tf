resource "aws_instance" "a" {
  lifecycle {
  }
}

provider "aws" {
  _ {
    lifecycle {
    }
  }
}
