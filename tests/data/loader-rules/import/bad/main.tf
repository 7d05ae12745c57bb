import {
  to = aws_instance.a
}

import {
  to       = aws_instance.b
  id       = "i-1"
  identity = { id = "i-1" }
}

import {
  identity = { id = "i-2" }
  to       = aws_instance.c
  id       = "i-2"
}
