# expect: Unknown spec key
# detail: A remove block has no key "fallback". The keys it takes are: roots, blocks, test_blocks, features, editions, diagnostics, functions, namespaces, types.
language "t" {
  extends = "base.hcl"
}
remove {
  fallback = ["x"]
}
