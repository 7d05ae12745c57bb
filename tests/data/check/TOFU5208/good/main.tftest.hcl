# One per target in each scope: the top of the file and each run block are apart; override_module
# blocks are a list of their own.
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

run "third" {
  override_data {
    target = data.aws_ami.base
  }

  override_module {
    target = data.aws_ami.base
  }
}
