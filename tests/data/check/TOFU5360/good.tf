resource "terraform_data" "a" {
  provisioner "file" {
    destination = "/tmp/a"
    source      = null
    content     = "a"
  }
}
