# Block types of module files: variable changed, provider replaced (not the one of test
# files), terraform removed with its nested block type, output added.
# blocks-flat.hcl is this spec written whole.
language "t" {
  extends = "base.hcl"
  version = "1.1"
}
remove {
  blocks = ["terraform", "provider"]
}
block "variable" {
  since  = "1.1"
  strict = true
}
block "provider" {
  labels         = ["name"]
  meta_arguments = ["alias", "version"]
  since          = "1.1"
}
block "output" {
  labels         = ["name"]
  meta_arguments = ["value", "sensitive"]
}
