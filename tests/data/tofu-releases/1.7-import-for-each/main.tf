# OpenTofu 1.7: an import block repeated with for_each, its address keyed by each.key.
resource "null_resource" "a" {
  for_each = toset(["x", "y"])
}

import {
  for_each = toset(["x", "y"])
  to       = null_resource.a[each.key]
  id       = each.key
}
