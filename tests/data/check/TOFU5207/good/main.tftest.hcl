# One per target in each scope: the top of the file and each run block are apart.
override_resource {
  target = aws_instance.web
}

run "first" {
  override_resource {
    target = aws_instance.web
  }
}

run "second" {
  override_resource {
    target = aws_instance.web
  }
}
