# Terraform language spec: Terraform v1.12.
#
# Release described: hashicorp/terraform tag v1.12.2 at ce0baf874a (version/version.go
# "1.12.2", the last v1.12 release). It is Terraform v1.11 (terraform-1.11.hcl, which this
# file extends) plus what v1.12 changed in the language: an import block's identity (resource
# identities), exactly one of id and identity; and in test files, the test block and a run's
# parallel. Drafted by `reserve-gen draft` from the v1.11.4 and v1.12.2 sources, each new item
# taken from ../terraform.hcl (main); proved against v1.12.2 by `reserve-gen drift`
# (tests/drift_shipped.t).

language "terraform" {
  extends = "terraform-1.11.hcl"
  version = "1.12.2"
  c_prefix = "tf112"
  commit = "ce0baf874a"
}

# import.go: an import names its object by id or by identity (a resource identity object),
# exactly one of them.
block "import" {
  one_of = ["id", "identity"]
  add {
    meta_arguments = ["identity"]
  }
  remove {
    required_arguments = ["id"]
  }
}
# test_file.go: a test file's test block (parallel), once per file; runs may run in parallel.
block "test" {
    meta_arguments = ["parallel"]
    since = "1.12"
    static_arguments = ["parallel"]
    test_file = true
    unique = true
    strict = true
    argument_forms = ["parallel=constant", "parallel=decode bool"]
}

block "run" {
  test_file = true
  add {
    meta_arguments = ["parallel"]
    argument_forms = ["parallel=constant", "parallel=decode bool"]
    static_arguments = ["parallel"]
  }
}

diagnostic "import_one_of_missing" {
  code = "TF5290"
  severity = error
  summary = "Invalid import block"
  detail = "At least one of 'id' or 'identity' must be specified."
  role = "import_one_of_missing"
}

diagnostic "import_one_of_conflict" {
  code = "TF5291"
  severity = error
  summary = "Invalid import block"
  detail = "Only one of 'id' or 'identity' can be specified."
  role = "import_one_of_conflict"
  subject = block
}

diagnostic "duplicate_test" {
  code = "TF5251"
  severity = error
  summary = "Multiple \"test\" blocks"
  detail = "This test file already has a \"test\" block defined at {range}."
  params = ["range"]
  role = "duplicate_test"
}
