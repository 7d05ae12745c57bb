removed {
  from = null_resource.a

  lifecycle {
    destroy = false
  }
}
