# OpenTofu 1.7: the removed block forgets a resource without destroying it.
removed {
  from = null_resource.a
}
