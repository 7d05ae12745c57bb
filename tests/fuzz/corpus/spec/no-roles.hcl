# expect: Missing diagnostic role
language "t" {
  display = "T"
  c_prefix = "t"
  version = "1"
}
fallback {
  mode = "managed"
  what = "a resource type"
}
