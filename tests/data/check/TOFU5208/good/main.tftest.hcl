# One per target in each scope: the top of the file and each run block are apart.
override_data {
  target = data.aws_ami.base
}

run "first" {
  override_data {
    target = data.aws_ami.base
  }
}

run "second" {
  override_data {
    target = data.aws_ami.base
  }
}
