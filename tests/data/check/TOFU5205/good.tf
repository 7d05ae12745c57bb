resource "aws_instance" "web" {
  for_each = toset(["a", "b"])
}

import {
  to = aws_instance.web["a"]
  id = "a"
}

import {
  to = aws_instance.web["b"]
  id = "b"
}
