# expect: ok
# good.hcl with a block type and a nested one, for the specs that change them.
language "t" {
  extends = "good.hcl"
  version = "2"
}
block "thing" {
  labels         = ["name"]
  meta_arguments = ["a", "b"]
  block "inner" {
    meta_arguments = ["x"]
  }
}
