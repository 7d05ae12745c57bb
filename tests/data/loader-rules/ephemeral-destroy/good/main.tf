ephemeral "random_password" "a" {
  length = 16
}

data "http" "b" {
  lifecycle {
    postcondition {
      condition     = self.status_code == 200
      error_message = "The request failed."
    }
  }
}

resource "aws_instance" "c" {
  lifecycle {
    prevent_destroy = true
  }
}
