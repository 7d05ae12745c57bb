# Meta-arguments: added to and removed from block types of both kinds of files and a nested
# one, and a whole list replaced.
# meta-arguments-flat.hcl is this spec written whole.
language "t" {
  extends = "base.hcl"
  version = "1.1"
}
block "variable" {
  meta_arguments = ["type", "default", "sensitive"]
}
block "provider" {
  test_file = true
  remove {
    meta_arguments = ["source"]
  }
}
block "resource" {
  add {
    meta_arguments = ["for_each"]
  }
  remove {
    meta_arguments = ["count"]
  }
  block "lifecycle" {
    add {
      meta_arguments = ["prevent_destroy"]
    }
  }
}
