resource "null_resource" "a" {
  provisioner "local-exec" {
    when       = "create" # expect: TOFU3052
    on_failure = "fail" # expect: TOFU3052
  }
}
