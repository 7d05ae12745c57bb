resource "null_resource" "a" {}  # expect: TOFU3087
