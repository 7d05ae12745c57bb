# Block types of test files, chosen with test_file = true: provider changed (not the one of
# module files), run replaced (its nested assert too), variables removed, mock_provider added.
# test-blocks-flat.hcl is this spec written whole.
language "t" {
  extends = "base.hcl"
  version = "1.1"
}
remove {
  test_blocks = ["variables", "run"]
}
block "provider" {
  test_file      = true
  since          = "1.1"
  unique_address = true
}
block "run" {
  test_file      = true
  labels         = ["name"]
  meta_arguments = ["command", "module"]
  block "assert" {
    meta_arguments = ["condition", "error_message"]
  }
}
block "mock_provider" {
  test_file = true
  labels    = ["name"]
}
