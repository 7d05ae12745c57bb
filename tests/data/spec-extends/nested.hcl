# Nested block types: in resource, lifecycle changed, provisioner (and its connection) removed,
# timeouts added; in the test files' run, assert replaced; in terraform, required_providers changed.
# nested-flat.hcl is this spec written whole.
language "t" {
  extends = "base.hcl"
  version = "1.1"
}
block "terraform" {
  block "required_providers" {
    strict = true
  }
}
block "run" {
  test_file = true
  remove {
    blocks = ["assert"]
  }
  block "assert" {
    meta_arguments = ["condition", "error_message"]
    since          = "1.1"
  }
}
block "resource" {
  remove {
    blocks = ["provisioner"]
  }
  block "lifecycle" {
    since = "1.1"
  }
  block "timeouts" {
    strict = true
  }
}
