resource "aws_instance" "a" {
  locals { # expect: TOFU3014
  }
}

provider "aws" {
  lifecycle { # expect: TOFU3014
  }
}
