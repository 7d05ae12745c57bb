# The fallback: changed (keys given replace the base's).
# fallback-flat.hcl is this spec written whole.
language "t" {
  extends = "base.hcl"
  version = "1.1"
}
fallback {
  what = "a managed resource type"
}
