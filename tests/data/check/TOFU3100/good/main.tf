resource "null_resource" "b" {}

removed {
  from = null_resource.c
}
