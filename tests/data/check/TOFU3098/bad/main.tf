resource "null_resource" "b" {}
