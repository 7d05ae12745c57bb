import {
  to = aws_instance.a
  id = "i-1"
}
