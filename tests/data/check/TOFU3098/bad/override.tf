moved {  # expect: TOFU3098
  from = null_resource.a
  to   = null_resource.b
}
