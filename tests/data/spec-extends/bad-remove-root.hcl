# expect: Nothing to remove
# detail: The spec this one extends, base.hcl, has no root "nope" to remove.
language "t" {
  extends = "base.hcl"
}
remove {
  roots = ["nope"]
}
