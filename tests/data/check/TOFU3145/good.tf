removed {
  from = aws_instance.a
  lifecycle {
    destroy = false
  }
}

# With an error inside, no warning.
removed {
  from = "aws_instance.b"
}
