locals {
  first  = coalesce(null, "a")
  text   = tostring(null)
  json   = jsonencode(null)
  yaml   = yamlencode(null)
  tried  = try(upper(null), "x")
  unused = false ? upper(null) : "b"
}
