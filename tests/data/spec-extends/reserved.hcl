# Reserved names (reserved_arguments, reserved_blocks): added, removed, and a list given.
# reserved-flat.hcl is this spec written whole.
language "t" {
  extends = "base.hcl"
  version = "1.1"
}
block "variable" {
  reserved_arguments = ["version"]
}
block "resource" {
  add {
    reserved_arguments = ["for"]
    reserved_blocks    = ["moved"]
  }
  remove {
    reserved_arguments = ["locals"]
    reserved_blocks    = ["forget"]
  }
}
