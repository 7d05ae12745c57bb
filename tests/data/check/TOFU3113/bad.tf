variable "name" {
  type = string
}

terraform {
  provider_meta "my-provider" {
    hello = upper(var.name)  # expect: TOFU3113
    size  = 1 + length([])  # expect: TOFU3113
  }
}

variable "described" {
  description = title("a name") # expect: TOFU3113
}

resource "aws_instance" "web" {
  lifecycle {
    create_before_destroy = tobool("true") # expect: TOFU3113
  }
}
