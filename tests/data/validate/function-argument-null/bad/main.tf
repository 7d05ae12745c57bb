locals {
  text   = upper(null)
  size   = length(null)
  joined = join(",", null)
  more   = join(",", ["a"], null)
  hidden = substr(null, "x", 1)
  paren  = upper((null))
  inner  = lower(upper(null))
  pairs  = zipmap(["a"], null)
}
