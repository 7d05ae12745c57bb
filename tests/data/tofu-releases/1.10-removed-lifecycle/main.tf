# OpenTofu 1.10: a removed block says whether the resource is destroyed.
removed {
  from = null_resource.a
  lifecycle {
    destroy = false
  }
}
