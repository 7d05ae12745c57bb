resource "null_resource" "a" {
  provisioner "local-exec" {
    when       = create
    on_failure = fail
  }
}
