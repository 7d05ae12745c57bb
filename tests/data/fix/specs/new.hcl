# A release for the fix tests: the current language plus a root "symbols" that every
# module reads (so symbols.NAME is no longer the managed resource symbols NAME) and a
# meta-argument "enabled" of resources (so a resource's own enabled argument moves into _).

language "opentofu-fix-test" {
  extends  = "../../../../spec/tofu.hcl"
  version  = "1.99.0-fixtest"
  c_prefix = "tofufix"
  display  = "OpenTofu"
}

root "symbols" {
  form    = name
  subject = "SymbolsAttr"
  refers  = "a symbol library (a test release)"
  since   = "1.99"
}

block "resource" {
  add {
    meta_arguments = ["enabled"]
  }
}

# ... and of module calls, which have no _ escaping block.
block "module" {
  add {
    meta_arguments = ["enabled"]
  }
}
