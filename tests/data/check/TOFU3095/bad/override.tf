resource "null_resource" "b" {}  # expect: TOFU3095
