import {  # expect: TOFU3099
  to = null_resource.b
  id = "x"
}
