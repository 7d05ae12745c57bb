resource "null_resource" "b" {}

moved {
  from = null_resource.a
  to   = null_resource.b
}
