removed {  # expect: TOFU3100
  from = null_resource.c
}
