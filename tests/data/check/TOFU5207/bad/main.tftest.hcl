# tofu validate runs TestFile.Validate and TestRun.Validate: one override_resource per target
# at the top of a file, and in each run block.
override_resource {
  target = aws_instance.web
}

override_resource {
  target = aws_instance.web # expect: TOFU5207
}

run "first" {
  override_resource {
    target = aws_instance.web
  }

  override_resource {
    target = aws_instance.web # expect: TOFU5207
  }
}
