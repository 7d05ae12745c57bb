resource "null_resource" "a" {
}

resource "null_resource" "b" {
  depends_on = [upper("null_resource.a")] # expect: TOFU3080
}
