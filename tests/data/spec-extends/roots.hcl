# Roots of both scopes: each of var/local/count/future (normal) and run/mock/output (testing) is
# kept, changed, replaced or removed, and one root of each scope is added.
# roots-flat.hcl is this spec written whole.
language "t" {
  extends = "base.hcl"
  version = "1.1"
}
remove {
  roots = ["future", "count", "mock", "output"]
}
# changed: keys given replace the base's, add changes its lists
root "local" {
  since = "1.1"
  add {
    attributes = ["x"]
  }
}
root "run" {
  since = "1.1"
}
# replaced: removed above and defined again, in the base's place
root "count" {
  form = reserved
}
root "mock" {
  form    = name
  subject = "MockProvider"
  scope   = testing
  since   = "1.1"
}
# added
root "path" {
  form       = bare
  subject    = "PathAttr"
  attributes = ["module", "root", "cwd"]
}
root "override" {
  form    = name
  subject = "Override"
  scope   = testing
}
