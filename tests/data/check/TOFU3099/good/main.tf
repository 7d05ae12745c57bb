resource "null_resource" "b" {}

import {
  to = null_resource.b
  id = "x"
}
