resource "null_resource" "a" {}

import {
  to = null_resource.a
  id = "a-1"
}
