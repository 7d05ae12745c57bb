# Terraform main's test-file load checks shared with OpenTofu (internal/configs/test_file.go at
# 883c7221ee): each on its own line.
variables {
  a = 1
}

variables {
}

run "bad name" {
  command = destroy

  plan_options {
    mode = "normal"
  }

  plan_options {
  }

  variables {
  }

  variables {
  }

  module {
    source = "./setup"
  }

  module {
  }
}
