removed { # expect: TOFU3145
  from = aws_instance.a
}

removed { # expect: TOFU3145
  from = aws_instance.b
  lifecycle {}
}
