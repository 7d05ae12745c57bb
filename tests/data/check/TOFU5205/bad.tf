# Two import blocks with one static target: at the later ones, once per earlier one.
resource "aws_instance" "web" {}

import {
  to = aws_instance.web
  id = "a"
}

import { # expect: TOFU5205
  to = aws_instance.web
  id = "b"
}
