output "o" {
  depends_on = [null_resource.a] # expect: TOFU3148
}

module "m" {
  depends_on = ["null_resource.a"] # expect: TOFU3148
}

resource "null_resource" "a" {
  depends_on = []
}
