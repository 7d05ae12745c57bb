# expect: Nothing to remove
language "t" {
  extends = "blocks.hcl"
  version = "3"
}
block "thing" {
  remove {
    meta_arguments = ["no_such_argument"]
  }
}
