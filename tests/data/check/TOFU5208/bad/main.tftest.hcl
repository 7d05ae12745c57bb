# tofu validate runs TestFile.Validate and TestRun.Validate: one override_data per target
# at the top of a file, and in each run block.
override_data {
  target = data.aws_ami.base
}

override_data {
  target = data.aws_ami.base # expect: TOFU5208
}

run "first" {
  override_data {
    target = data.aws_ami.base
  }

  override_data {
    target = data.aws_ami.base # expect: TOFU5208
  }
}

# override_resource and override_data blocks are one list (OverrideResources): an override_data
# block with the target of an earlier override_resource block is a duplicate too.
run "second" {
  override_resource {
    target = data.aws_ami.base
  }

  override_data {
    target = data.aws_ami.base # expect: TOFU5208
  }
}
