removed {
  from = aws_instance.a
  lifecycle {
    destroy = false
  }
  lifecycle { # expect: TOFU3011
    destroy = true
  }
}
